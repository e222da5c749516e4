import { OverTempLogPage } from '../../overTemp/OverTempLogPage';

/** overTempReviewLog: who changed over-temperature settings, when, and how. */
export function OverTempReviewLog() {
  return <OverTempLogPage />;
}
