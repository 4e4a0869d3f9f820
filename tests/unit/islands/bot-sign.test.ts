import { describe, expect, it } from 'vitest';
import { botSign } from '../../../src/islands/forms/use-submission.ts';
import { minFillMs } from '../../../src/lib/validation/forms.ts';

describe('botSign', () => {
  it('a filled hidden field is a bot, however slow', () => {
    expect(botSign({ honeypot: 'http://spam.example', elapsedMs: 60_000, filledForThePerson: true })).toBe('honeypot');
  });

  it('a send sooner than a person could fill the form is too fast', () => {
    expect(botSign({ honeypot: '', elapsedMs: minFillMs - 1, filledForThePerson: false })).toBe('tooFast');
    expect(botSign({ honeypot: ' ', elapsedMs: 0, filledForThePerson: false })).toBe('tooFast');
  });

  it('a person: time enough since the form was shown, or a form the browser or a draft filled in', () => {
    expect(botSign({ honeypot: '', elapsedMs: minFillMs, filledForThePerson: false })).toBeNull();
    expect(botSign({ honeypot: '', elapsedMs: 300, filledForThePerson: true })).toBeNull();
  });
});
