import type { ComponentProps, ReactNode } from 'react';
import { fieldClassName } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/** A label above its control, spanning `wide` columns of the form's grid. */
export function Field({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A native select styled like the text fields (keyboard and screen readers for free). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClassName, 'h-10 py-2', className)} {...props} />;
}
