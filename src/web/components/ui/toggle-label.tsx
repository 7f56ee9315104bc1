import type { ReactNode } from 'react';

// The label and optional description beside a checkbox or switch.
export function ToggleLabel({ label, description, descriptionId }: { label: ReactNode; description?: ReactNode; descriptionId: string }) {
  return (
    <span>
      <span className="block font-medium text-slate-800">{label}</span>
      {description ? (
        <span id={descriptionId} className="block text-sm text-slate-600">
          {description}
        </span>
      ) : null}
    </span>
  );
}

export type ToggleProps = {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
};
