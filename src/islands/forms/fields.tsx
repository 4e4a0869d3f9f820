import { useEffect, useRef, useState, type SyntheticEvent, type ReactNode, type Ref } from 'react';
import { limits } from '../../lib/validation/forms.ts';
import { useFormWords } from './words.ts';

/*
 * Labelled inputs for every form. They are uncontrolled: the value is the page's, so nothing typed
 * before the island woke is ever replaced, and forms read it with FormData on submit. An error is
 * tied to its field with aria-describedby and aria-invalid, and announced (role=alert) when it appears.
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
  [hint ? `${id}-hint` : '', count ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * Near the limit, how many characters are left; at the limit, that the browser cut what was
 * typed or pasted beyond it, so nothing is lost without a word.
 */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { fields } = useFormWords();
  return (
    <p className={`fm-hint fm-count${length >= max ? ' fm-count--full' : ''}`} id={`${id}-count`}>
      {length >= max ? fields.countFull(formatCount(max)) : fields.count(formatCount(length), formatCount(max))}
    </p>
  );
}

function Label({ id, label, needed }: { id: string; label: string; needed?: boolean | undefined }) {
  const { fields } = useFormWords();
  return (
    <label className="fm-label" htmlFor={id}>
      {label}
      {needed ? (
        <span className="fm-needed" aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className="fm-optional">{` (${fields.optional})`}</span>
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
    type?: 'text' | 'email' | 'tel';
    autoComplete?: string;
    inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    maxLength: number;
    multiline?: boolean;
    /** Spans both columns of a two-column form (multi-line fields always do). */
    wide?: boolean;
    /** Extra class on the field's wrapper. */
    className?: string;
    rows?: number;
    placeholder?: string;
  },
) {
  const id = `${props.idPrefix}-${props.name}`;
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The field is uncontrolled: the page's HTML holds its value, typed before or after the island
  // woke. React only follows its length, for the counter.
  const [length, setLength] = useState(0);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    setLength(element.value.length);
    const form = element.form;
    const onReset = () => {
      setLength(0);
    };
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, []);
  const counting = length >= Math.floor(props.maxLength * 0.9);
  const shared = {
    id,
    name: props.name,
    ref: input,
    defaultValue: '',
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.needed ? true : undefined,
    'aria-describedby': describedBy(id, props.error, props.hint, counting),
    onInput: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setLength(event.currentTarget.value.length);
    },
    className: 'fm-input',
    placeholder: props.placeholder,
  };
  const wrapper = ['fm-field', props.multiline || props.wide ? 'fm-field--wide' : '', props.className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={wrapper}>
      <Label id={id} label={props.label} needed={props.needed} />
      {props.multiline ? (
        <textarea {...shared} rows={props.rows ?? 4} />
      ) : (
        <input {...shared} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} />
      )}
      {counting && <Counter id={id} length={length} max={props.maxLength} />}
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

type TextFieldProps = Parameters<typeof TextField>[0];

/** What a form may still say of one of the common fields below. */
type CommonFieldProps = Omit<TextFieldProps, 'name' | 'label' | 'maxLength'> & { name?: string; label?: string };

/** The fields every form asks for in the same way; each is named as its length limit is, and labelled in the page's language. */
const common = {
  name: { needed: true, autoComplete: 'name' },
  email: { needed: true, type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  message: { multiline: true },
} satisfies Partial<Record<keyof typeof limits, Partial<TextFieldProps>>>;

/** A common field's name, length limit, label and kind; what the form says of it comes after and wins. */
function CommonField({ kind, ...props }: CommonFieldProps & { kind: keyof typeof common }) {
  const { fields } = useFormWords();
  return <TextField name={kind} maxLength={limits[kind]} label={fields[kind]} {...common[kind]} {...props} />;
}

/** The visitor's name: needed, autofilled as a full name. */
export function NameField(props: CommonFieldProps) {
  return <CommonField kind="name" {...props} />;
}

/** The visitor's e-mail address: needed, with the e-mail keyboard on phones. */
export function EmailField(props: CommonFieldProps) {
  return <CommonField kind="email" {...props} />;
}

/** An optional phone number in any format, with the phone keypad. */
export function PhoneField(props: CommonFieldProps) {
  return <CommonField kind="phone" {...props} />;
}

/** A free-text message of up to the API's message length, across the whole form. */
export function MessageField(props: CommonFieldProps) {
  return <CommonField kind="message" {...props} />;
}

/**
 * A select whose chosen option lives in the page (uncontrolled); `onChange` tells the form when it
 * changes, and `ref` (a plain prop, as in React 19) reaches the select element.
 */
export function SelectField({
  ref,
  ...props
}: Common & {
  children: ReactNode;
  onChange?: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = `${props.idPrefix}-${props.name}`;
  return (
    <div className="fm-field">
      <Label id={id} label={props.label} needed={props.needed} />
      <select
        id={id}
        name={props.name}
        ref={ref}
        className="fm-input fm-select"
        defaultValue=""
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(event) => props.onChange?.(event.target.value)}
      >
        {props.children}
      </select>
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/**
 * A file input. The chosen file stays in the input (a file chosen before the island woke is
 * read at submit); `onChoose` checks a new choice and returns a problem, which empties the input.
 */
export function FileField(
  props: Common & {
    accept: string;
    onChoose: (file: File | null) => string | null;
  },
) {
  const id = `${props.idPrefix}-${props.name}`;
  const input = useRef<HTMLInputElement>(null);
  const { onChoose } = props;
  // A file chosen before the island woke is checked now, as if it had just been chosen.
  useEffect(() => {
    const element = input.current;
    const file = element?.files?.[0];
    if (element && file && onChoose(file)) element.value = '';
  }, [onChoose]);
  return (
    <div className="fm-field fm-field--wide">
      <Label id={id} label={props.label} needed={props.needed} />
      <input
        id={id}
        ref={input}
        name={props.name}
        type="file"
        className="fm-file"
        accept={props.accept}
        aria-invalid={props.error ? true : undefined}
        aria-required={props.needed ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(event) => {
          if (props.onChoose(event.target.files?.[0] ?? null)) event.target.value = '';
        }}
      />
      <Messages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that simple bots fill in. A submit with it filled is dropped.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const { fields } = useFormWords();
  return (
    <div className="fm-trap" aria-hidden="true" data-trap>
      <label htmlFor={`${idPrefix}-website`}>{fields.trap}</label>
      <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
