import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type Ref } from 'react';
import { ToggleLabel, type ToggleProps } from './toggle-label';

type SwitchProps = ToggleProps & { ref?: Ref<HTMLButtonElement> };

/** An on/off switch (e.g. "published") with its label on the left; the whole row is the tap target. */
export function Switch({ label, description, checked, onCheckedChange, name, disabled, ref }: SwitchProps) {
  const descriptionId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-2 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <ToggleLabel label={label} description={description} descriptionId={descriptionId} />
      <SwitchPrimitive.Root
        ref={ref}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-indigo-700"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </SwitchPrimitive.Root>
    </label>
  );
}
