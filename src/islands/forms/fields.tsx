import type { ChangeEvent, ReactNode } from 'react';

/*
 * Labelled inputs for every form. An error is tied to its field with aria-describedby and
 * aria-invalid, and announced (role=alert) when it appears.
 */

interface Common {
  /** The form-unique id prefix (from useId) plus the field name make the element id. */
  idPrefix: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Marks the field as needed (the rules still decide; this only says so). */
  needed?: boolean;
}

const describedBy = (id: string, error?: string, hint?: string, count?: boolean) =>
  [hint ? `${id}-hint` : '', count ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * Near the limit, how many characters are left; at the limit, that the browser cut what was
 * typed or pasted beyond it, so nothing is lost without a word.
 */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p className={`fm-hint fm-count${length >= max ? ' fm-count--full' : ''}`} id={`${id}-count`}>
      {length >= max
        ? `${formatCount(max)} of ${formatCount(max)} characters: the limit. Anything longer was cut; please shorten it or send the rest in a second message.`
        : `${formatCount(length)} of ${formatCount(max)} characters`}
    </p>
  );
}

function Label({ id, label, needed }: { id: string; label: string; needed?: boolean | undefined }) {
  return (
    <label className="fm-label" htmlFor={id}>
      {label}
      {needed ? (
        <span className="fm-needed" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="fm-optional"> (optional)</span>
      )}
    </label>
  );
}

function Messages({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint && (
        <p className="fm-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="fm-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'email' | 'tel';
    autoComplete?: string;
    inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    maxLength: number;
    multiline?: boolean;
    /** Spans both columns of a two-column form (multi-line fields always do). */
    wide?: boolean;
    rows?: number;
    placeholder?: string;
  },
) {
  const id = `${props.idPrefix}-${props.name}`;
  const counting = props.value.length >= Math.floor(props.maxLength * 0.9);
  const shared = {
    id,
    name: props.name,
    value: props.value,
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.needed ? true : undefined,
    'aria-describedby': describedBy(id, props.error, props.hint, counting),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(event.target.value),
    className: 'fm-input',
    placeholder: props.placeholder,
  };
  return (
    <div className={`fm-field${props.multiline || props.wide ? ' fm-field--wide' : ''}`}>
      <Label id={id} label={props.label} needed={props.needed} />
      {props.multiline ? (
        <textarea {...shared} rows={props.rows ?? 4} />
      ) : (
        <input {...shared} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} />
      )}
      {counting && <Counter id={id} length={props.value.length} max={props.maxLength} />}
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

export function SelectField(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    children: ReactNode;
    disabled?: boolean;
  },
) {
  const id = `${props.idPrefix}-${props.name}`;
  return (
    <div className="fm-field">
      <Label id={id} label={props.label} needed={props.needed} />
      <select
        id={id}
        name={props.name}
        className="fm-input fm-select"
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

export function FileField(
  props: Common & {
    accept: string;
    onChange: (file: File | null) => void;
    /** Changing the key empties the input (a file input cannot be set from script). */
    resetKey: number;
  },
) {
  const id = `${props.idPrefix}-${props.name}`;
  return (
    <div className="fm-field fm-field--wide">
      <Label id={id} label={props.label} needed={props.needed} />
      <input
        key={props.resetKey}
        id={id}
        name={props.name}
        type="file"
        className="fm-file"
        accept={props.accept}
        aria-invalid={props.error ? true : undefined}
        aria-required={props.needed ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(event) => props.onChange(event.target.files?.[0] ?? null)}
      />
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that simple bots fill in. A submit with it filled is dropped.
 */
export function Honeypot({ idPrefix, value, onChange }: { idPrefix: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="fm-trap" aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
