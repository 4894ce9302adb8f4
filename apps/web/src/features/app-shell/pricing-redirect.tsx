import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.ts';

/** /pricing: signed-in users go to the plan chooser, visitors to the landing pricing section. */
export function PricingRedirect() {
  const session = useSession();
  if (session.isPending) return <FullScreenSpinner />;
  return <Navigate to={session.data ? '/subscription-plans' : '/#pricing'} replace />;
}
