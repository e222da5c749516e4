import { z } from 'zod';

// The console and the kiosk run under a content security policy without eval; zod's compiled object parsers (and
// the `Function('')` probe that looks for them) would trip it, so every schema parses without generated code.
z.config({ jitless: true });
