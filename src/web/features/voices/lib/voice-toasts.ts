import { toast } from 'sonner';

/**
 * The spec's error toasts: title 'Error', the message below it. A failure that came from a
 * call (`cause`) is also logged to the console, as the spec asks; a form rule is not a failure.
 */
export function showVoiceError(message: string, cause?: unknown): void {
  if (cause !== undefined) console.error(message, cause);
  toast.error('Error', { description: message });
}
