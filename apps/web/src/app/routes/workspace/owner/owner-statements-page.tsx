import { useParams } from 'react-router';
import { MemberStatementsPage } from '@/features/owner-statements';

/** Owner › Owners › Statements (issue 19): an owner client's monthly statements (`?period=`). */
export default function OwnerStatementsRoute() {
  const { ownerId } = useParams();
  return ownerId ? <MemberStatementsPage ownerId={ownerId} /> : null;
}
