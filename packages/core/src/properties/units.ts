/** The units a new property starts with: 'Unit 1'…'Unit N', each at the property's rent. */
export function initialUnits(count: number, monthlyRent: number): { label: string; monthlyRent: number }[] {
  return Array.from({ length: count }, (_, index) => ({ label: `Unit ${index + 1}`, monthlyRent }));
}
