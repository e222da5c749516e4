import { useState } from 'react';

/**
 * A dialog's submit: busy while it runs, `onDone` when the call went through. A refusal was already toasted by the
 * shared client, so it only ends the busy state.
 */
export function useSubmit(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      onDone();
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
