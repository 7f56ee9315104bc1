import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type Ref } from 'react';
import { ToggleLabel, type ToggleProps } from './toggle-label';
import { CheckIcon } from './icons';

type CheckboxProps = ToggleProps & { ref?: Ref<HTMLButtonElement> };

/** A checkbox whose whole row (box, label and description) is the tap target. */
export function Checkbox({ label, description, checked, onCheckedChange, name, disabled, ref }: CheckboxProps) {
  const descriptionId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <CheckboxPrimitive.Root
        ref={ref}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-slate-400 bg-white text-white data-[state=checked]:border-indigo-700 data-[state=checked]:bg-indigo-700"
      >
        <CheckboxPrimitive.Indicator>
          <CheckIcon />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <ToggleLabel label={label} description={description} descriptionId={descriptionId} />
    </label>
  );
}
