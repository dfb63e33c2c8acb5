// What other features may use from the owner-statements feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useStatement, useStatementList } from './api/statements';
export { PortalStatementsPage } from './components/portal-statements-page';
export { MemberStatementsPage } from './components/statement-page';
export { StatementView } from './components/statement-view';
