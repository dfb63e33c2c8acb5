// What other features may use from the rent-suggestions feature; the rest is its own
// (src/architecture.test.ts).
export { RentIndexCard } from './components/rent-index-card';
export { RentSuggestionHint } from './components/rent-suggestion-hint';
export { unitSummary } from './components/unit-summary';
export { VacantUnitSuggestions } from './components/vacant-unit-suggestions';
