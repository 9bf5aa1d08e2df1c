import { LoadingPage } from '@/ui/shell/LoadingPage';

/** Next's static 404 has no shop id; it shows the bare Loading page on its way to /not-found. */
export default function StaticNotFound() {
  return <LoadingPage redirectTo="/not-found" />;
}
