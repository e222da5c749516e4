import type { PageProps } from '../../routes/pageRegistry';
import { TrackPlaybackPage } from '../../trajectory/TrackPlaybackPage';

/** Track playback (menu key trackPlayback). */
export function TrackPlayback(props: PageProps) {
  return <TrackPlaybackPage {...props} />;
}
