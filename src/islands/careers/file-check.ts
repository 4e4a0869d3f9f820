import type { ValidationMessages } from '../../content/forms/types.ts';
import { hasFileType, maxCvBytes } from '../../lib/validation/forms.ts';

/**
 * Checks a file the moment it is chosen. A wrong type is logged (the old site only logged it)
 * and, so the visitor does not lose the attempt silently, also explained.
 * Returns the message to show (in `messages`, the page's language), or null when the file (or no file) is fine.
 */
export function checkChosenFile(
  file: File | null,
  allowed: ReadonlyArray<'pdf' | 'doc' | 'docx'>,
  messages: ValidationMessages,
): string | null {
  if (!file) return null;
  if (!hasFileType(file, allowed)) {
    console.warn(`Rejected CV "${file.name}": type ${file.type || 'unknown'} is not ${allowed.join(', ')}.`);
    return allowed.length === 1 ? messages.cvPdfOnly : messages.cvWrongType;
  }
  if (file.size > maxCvBytes) return messages.cvTooLarge;
  return null;
}
