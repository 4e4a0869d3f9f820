import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { DoseCopy } from '../../content/dose/copy.ts';
import { describeLures, describeSpray, describeTank, type ResultLine } from '../../lib/dose/describe.ts';
import { formatNumber } from '../../lib/dose/format.ts';
import {
  calculateDose,
  defaultDoseState,
  doseDefaults,
  doseFields,
  doseLimits,
  otherTank,
  readDoseForm,
  tankPresets,
  type DoseOutcome,
  type DoseState,
  type FieldProblem,
} from '../../lib/dose/inputs.ts';
import {
  doseProductIds,
  isSprayProduct,
  multiBalanceRules,
  orthosilicicRules,
  phIndicator,
  type DoseProductId,
} from '../../lib/dose/rules.ts';
import { useWokenForm } from '../hydration/use-woken-form.ts';
import './dose-calculator.css';

export interface DoseCalculatorProps {
  /** The product of the page the calculator is on; without one the visitor chooses the product. */
  product?: DoseProductId | undefined;
}

interface Props extends DoseCalculatorProps {
  /** The words of the page's language: each language's island passes its own (./DoseCalculatorEn.tsx). */
  copy: DoseCopy;
}

/**
 * The dose calculator: product per pump, per acre and for the farmer's area, with the schedule; for
 * the fruit fly lures, traps and lures for the area. Its form is plain HTML with the starting figures
 * already worked out by the server; the island wakes on the first touch, reads whatever the farmer
 * has typed or chosen by then, and updates the results on every keystroke. Fields are uncontrolled,
 * so waking never replaces what was typed. Nothing is fetched: every rule is in the bundle.
 */
export default function DoseCalculator({ product, copy }: Props) {
  // React's ids start with "_"; a letter first keeps them valid everywhere (CSS selectors, validators).
  const id = `dose${useId().replace(/[^\w-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const show = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<DoseState>(() => defaultDoseState(product));
  useWokenForm(form);

  const read = (element: HTMLFormElement) => {
    setState(readDoseForm(new FormData(element), product));
  };

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // A size typed into "Other size" before the island woke, with the tank choice still at its
    // start, means that size: the farmer could not have chosen "Other size" by typing until now.
    const other = element.elements.namedItem(doseFields.tankOther);
    const checked = element.querySelector<HTMLInputElement>(`input[name="${doseFields.tank}"]:checked`);
    if (other instanceof HTMLInputElement && other.value.trim() !== '' && checked?.defaultChecked)
      chooseOtherTank(element);
    // On waking: afterwards every change arrives through onChange.
    setState(readDoseForm(new FormData(element), product));
  }, [product]);

  const onChange = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === doseFields.tankOther)
      chooseOtherTank(event.currentTarget);
    // Choosing "Other size" asks for the size: its field takes the focus.
    if (target instanceof HTMLInputElement && target.name === doseFields.tank && target.value === otherTank)
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${doseFields.tankOther}"]`)?.focus();
    read(event.currentTarget);
  };

  const outcome = calculateDose(state);
  const problemOf = (field: FieldProblem['field']) =>
    outcome.kind === 'problems' ? outcome.problems.find((each) => each.field === field) : undefined;
  const has = (which: DoseProductId) => product === undefined || product === which;
  const spray = isSprayProduct(state.product);
  const lures = state.product === 'pheromones';
  const hasSpray = product === undefined || isSprayProduct(product);

  return (
    <form
      ref={form}
      className="dc"
      aria-label={copy.form.label}
      lang={copy.lang}
      noValidate
      onChange={onChange}
      onSubmit={(event) => {
        // Nothing is sent. Where the results sit below the fields (the button shows only there),
        // "Show my dose" and Enter in a field bring them into view; beside the fields, focus stays.
        event.preventDefault();
        read(event.currentTarget);
        if (show.current?.offsetParent) results.current?.focus();
      }}
    >
      <div className="dc__inputs">
        {product === undefined && (
          <Choice
            legend={copy.form.product}
            name={doseFields.product}
            hidden={false}
            options={doseProductIds.map((each) => ({ value: each, label: copy.products[each] }))}
            start={doseDefaults.product}
            stack
          />
        )}

        {has('orthosilicic') && (
          <Field id={`${id}-crop`} label={copy.form.crop} hidden={state.product !== 'orthosilicic'}>
            <select id={`${id}-crop`} name={doseFields.crop} className="dc-input dc-select" defaultValue="general">
              {orthosilicicRules.map((rule) => (
                <option key={rule.id} value={rule.id}>
                  {copy.form.crops[rule.id]}
                </option>
              ))}
            </select>
          </Field>
        )}

        {has('multibalance') && (
          <Choice
            legend={copy.form.waterPh}
            name={doseFields.waterPh}
            hidden={state.product !== 'multibalance'}
            options={multiBalanceRules.map((rule) => ({ value: rule.id, label: copy.form.waterPhOptions[rule.id] }))}
            start="ph-7-8"
            hint={copy.form.waterPhHint}
          />
        )}

        {has('pheromones') && (
          <>
            <Choice
              legend={copy.form.lure}
              name={doseFields.lure}
              hidden={!lures}
              options={(['cue-lure', 'methyl-eugenol'] as const).map((lure) => ({
                value: lure,
                label: copy.form.lures[lure],
              }))}
              start={doseDefaults.lure}
              stack
            />
            <Choice
              legend={copy.form.use}
              name={doseFields.use}
              hidden={!lures}
              options={(['control', 'monitoring'] as const).map((use) => ({ value: use, label: copy.form.uses[use] }))}
              start={doseDefaults.use}
              stack
            />
          </>
        )}

        {hasSpray && (
          <fieldset className="dc-choice" hidden={!spray} aria-describedby={problemId(id, problemOf('tank'))}>
            <legend className="dc-label">{copy.form.tank}</legend>
            <div className="dc-chips">
              {tankPresets.map((litres) => (
                <label className="dc-chip" key={litres}>
                  <input
                    type="radio"
                    name={doseFields.tank}
                    value={String(litres)}
                    defaultChecked={litres === doseDefaults.tankLitres}
                  />
                  <span>{copy.form.tankPreset(litres)}</span>
                </label>
              ))}
              <span className="dc-other">
                <label className="dc-chip">
                  <input type="radio" name={doseFields.tank} value={otherTank} />
                  <span>{copy.form.tankOther}</span>
                </label>
                <label className="visually-hidden" htmlFor={`${id}-tank-other`}>
                  {`${copy.form.tankOther} (${copy.form.litres})`}
                </label>
                <input
                  id={`${id}-tank-other`}
                  name={doseFields.tankOther}
                  className="dc-input dc-input--short"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  max={doseLimits.tankLitres}
                  step="any"
                  autoComplete="off"
                  aria-invalid={problemOf('tank') ? true : undefined}
                />
                <span className="dc-unit" aria-hidden="true">
                  {copy.form.litres}
                </span>
              </span>
            </div>
            <Problem id={id} copy={copy} problem={problemOf('tank')} />
          </fieldset>
        )}

        <Field id={`${id}-area`} label={copy.form.area}>
          <span className="dc-row">
            <input
              id={`${id}-area`}
              name={doseFields.area}
              className="dc-input dc-input--short"
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              autoComplete="off"
              defaultValue={String(doseDefaults.areaAcres)}
              aria-invalid={problemOf('area') ? true : undefined}
              aria-describedby={problemId(id, problemOf('area'))}
            />
            {hasSpray && (
              <span className="dc-unit" hidden={!spray}>
                {copy.form.areaUnits.acre}
              </span>
            )}
            {has('pheromones') && (
              <span hidden={!lures}>
                <label className="visually-hidden" htmlFor={`${id}-unit`}>
                  {copy.form.areaUnit}
                </label>
                <select
                  id={`${id}-unit`}
                  name={doseFields.areaUnit}
                  className="dc-input dc-select dc-input--unit"
                  defaultValue={doseDefaults.areaUnit}
                >
                  <option value="acre">{copy.form.areaUnits.acre}</option>
                  <option value="km2">{copy.form.areaUnits.km2}</option>
                </select>
              </span>
            )}
          </span>
          <Problem id={id} copy={copy} problem={problemOf('area')} unit={state.areaUnit} />
        </Field>

        {hasSpray && (
          <Field id={`${id}-water`} label={copy.form.waterPerAcre} hidden={!spray}>
            <span className="dc-row">
              <input
                id={`${id}-water`}
                name={doseFields.waterPerAcre}
                className="dc-input dc-input--short"
                type="number"
                inputMode="decimal"
                min="0"
                max={doseLimits.waterPerAcre}
                step="any"
                autoComplete="off"
                defaultValue={String(doseDefaults.waterPerAcre)}
                aria-invalid={problemOf('waterPerAcre') ? true : undefined}
                aria-describedby={[`${id}-water-hint`, problemId(id, problemOf('waterPerAcre'))]
                  .filter(Boolean)
                  .join(' ')}
              />
              <span className="dc-unit">{copy.form.waterPerAcreUnit}</span>
            </span>
            <p className="dc-hint" id={`${id}-water-hint`}>
              {copy.form.waterPerAcreHint(describeTank(doseDefaults.waterPerAcre, copy))}
            </p>
            <Problem id={id} copy={copy} problem={problemOf('waterPerAcre')} />
          </Field>
        )}
        <button type="submit" className="button dc-show" ref={show}>
          {copy.form.show}
        </button>
      </div>

      <div className="dc__results" aria-live="polite" ref={results} tabIndex={-1}>
        <h3 className="dc__heading">{copy.results.heading[lures ? 'lures' : 'spray']}</h3>
        <Results product={state.product} outcome={outcome} copy={copy} />
      </div>
    </form>
  );
}

/** The results for the form's state: amounts and schedule, lures, or what to put right first. */
function Results({ product, outcome, copy }: { product: DoseProductId; outcome: DoseOutcome; copy: DoseCopy }) {
  if (outcome.kind === 'problems') return <p className="dc-fix">{copy.results.fixFields}</p>;
  if (outcome.kind === 'lures') {
    const note = copy.results.trapsNote[outcome.use];
    return (
      <>
        <Lines lines={describeLures(outcome.result, copy)} />
        <p className="dc-note">{note}</p>
      </>
    );
  }
  if (!isSprayProduct(product)) return null;
  const description = describeSpray(product, outcome, copy);
  return (
    <>
      <p className="dc-dose">
        <span className="dc-dose__label">{copy.results.dose}</span> <strong>{description.dose}</strong>
      </p>
      <Lines lines={description.lines} />
      {description.schedule && (
        <p className="dc-schedule">
          <strong>{copy.results.schedule}:</strong> {description.schedule}
        </p>
      )}
      {product === 'multibalance' && <Indicator copy={copy} />}
    </>
  );
}

function Lines({ lines }: { lines: ResultLine[] }) {
  return (
    <dl className="dc-lines">
      {lines.map((line) => (
        <div className={`dc-line dc-line--${line.id}`} key={line.id}>
          <dt>{line.label}</dt>
          <dd className="dc-line__value">{line.value}</dd>
          {line.detail && <dd className="dc-line__detail">{line.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The colours of water treated with MultiBalance 4 in 1, and the pH each stands for. */
function Indicator({ copy }: { copy: DoseCopy }) {
  const headingId = `dose-indicator-${copy.lang}`;
  return (
    <div className="dc-indicator">
      <h4 id={headingId}>{copy.indicator.heading}</h4>
      <ul aria-labelledby={headingId}>
        {phIndicator.map((row) => (
          <li key={row.colour}>
            <svg className="dc-swatch" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="12" cy="12" r="11" fill={row.swatch} stroke="rgb(0 0 0 / 0.2)" strokeWidth="1" />
            </svg>
            <span>
              <strong>{copy.indicator.colours[row.colour]}</strong>{' '}
              {copy.indicator.ph(formatNumber(row.ph, 1, copy.numbers.locale))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Field({ id, label, hidden, children }: { id: string; label: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div className="dc-field" hidden={hidden}>
      <label className="dc-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

function Choice({
  legend,
  name,
  options,
  start,
  hidden,
  hint,
  stack = false,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  start: string;
  hidden: boolean;
  hint?: string;
  /** One choice per line, for long labels. */
  stack?: boolean;
}) {
  return (
    <fieldset className="dc-choice" hidden={hidden}>
      <legend className="dc-label">{legend}</legend>
      <div className={stack ? 'dc-chips dc-chips--stack' : 'dc-chips'}>
        {options.map((option) => (
          <label className="dc-chip" key={option.value}>
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === start} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint && <p className="dc-hint">{hint}</p>}
    </fieldset>
  );
}

const problemId = (id: string, problem: FieldProblem | undefined) =>
  problem ? `${id}-${problem.field}-problem` : undefined;

function Problem({
  id,
  copy,
  problem,
  unit = 'acre',
}: {
  id: string;
  copy: DoseCopy;
  problem: FieldProblem | undefined;
  unit?: 'acre' | 'km2';
}) {
  if (!problem) return null;
  const largest =
    problem.field === 'tank'
      ? doseLimits.tankLitres
      : problem.field === 'area'
        ? doseLimits.area[unit]
        : doseLimits.waterPerAcre;
  return (
    <p className="dc-problem" id={problemId(id, problem)}>
      {copy.problem(problem.field, problem.problem, formatNumber(largest, 0, copy.numbers.locale))}
    </p>
  );
}

/** Chooses "Other size" for the tank: typing a size there means that size. */
function chooseOtherTank(element: HTMLFormElement): void {
  const radio = element.querySelector<HTMLInputElement>(`input[name="${doseFields.tank}"][value="${otherTank}"]`);
  if (radio && !radio.checked) radio.checked = true;
}
