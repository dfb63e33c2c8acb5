import { useParams } from 'react-router';
import { usePortalSummary } from '@/features/owner-portal';
import { PortalStatementsPage } from '@/features/owner-statements';
import { useOrg } from '@/features/team';

/** Owner portal › Statements (issue 19): the owner client's published statements; `:period` opens one. */
export default function OwnerPortalStatementsRoute() {
  const { period } = useParams();
  const summary = usePortalSummary();
  const org = useOrg();
  return (
    <PortalStatementsPage
      ownerId={summary.data?.owner?.id}
      organisationName={org.data?.name ?? ''}
      period={period}
    />
  );
}
