import type { CircularProgressProps } from '@mui/material/CircularProgress';
import { deferredPart } from '@/ui/shell/deferredPart';

const Progress = deferredPart(() => import('@mui/material/CircularProgress').then((m) => m.default), {
  ssr: false,
});

/**
 * What IconButton renders as its loading indicator in the browser bundle (next.config.ts,
 * src/framework/deferredProgress.ts): the spinner's code comes when an icon button first shows one,
 * and the spinner a moment later; until then the button is disabled and its icon hidden, as it is
 * while loading.
 */
export default function DeferredCircularProgress(props: CircularProgressProps) {
  return <Progress {...props} fallback={null} />;
}
