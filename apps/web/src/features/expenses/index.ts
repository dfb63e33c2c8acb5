// What other features may use from the expenses feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { RepairExpensesSection } from './components/repair-expenses-section';
