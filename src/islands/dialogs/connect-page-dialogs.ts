/*
 * The script each dialog writes into its page after itself (src/islands/mounts/FormDialog.astro):
 * the dialogs read so far open from their triggers from this moment, whatever script files are
 * still on their way. connectDialog() is safe to call again for a dialog already connected.
 */
import { connectDialog } from './controller.ts';

for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-dialog]')) connectDialog(dialog);
