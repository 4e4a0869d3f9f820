import formStylesSource from '../forms/forms.css?raw';
import { compactCss } from './dialog-styles.ts';

/**
 * The form styles as a dialog carries them (FormDialog.astro), compacted once per build rather than
 * once per page: 10,000 product pages each carry a dialog.
 */
export const FORM_STYLES = compactCss(formStylesSource);
