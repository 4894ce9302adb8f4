import { Spinner } from '../ui/spinner.tsx';

/**
 * Holds a page's place while its code loads: at least a screen tall, so the footer below does
 * not show and then jump down when the page arrives.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-screen items-start justify-center pt-24">
      <Spinner label="Loading page" />
    </div>
  );
}
