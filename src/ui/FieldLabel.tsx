/** A field's label, with the required star hidden from screen readers (the input says required itself). */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-700">
      {required && (
        <span className="mr-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
      {label}
    </label>
  );
}
