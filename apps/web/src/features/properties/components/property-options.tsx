import { useProperties } from '../api/get-properties';

/**
 * The owner's properties as a select's options (value: the id, label: the address), after an
 * empty first option: the placeholder of a form field, or 'All properties' in a filter.
 */
export function PropertyOptions({ emptyLabel }: { emptyLabel: string }) {
  const properties = useProperties({}, { all: true });
  return (
    <>
      <option value="">{emptyLabel}</option>
      {properties.data?.items.map((property) => (
        <option key={property.id} value={property.id}>
          {property.address}
        </option>
      ))}
    </>
  );
}
