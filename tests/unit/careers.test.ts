import { describe, expect, it } from 'vitest';
import { carryFirstSeen } from '../../scripts/pull/first-seen.ts';
import { getDatePosted, jobPostingJsonLd } from '../../src/components/careers/jobs-json-ld.ts';
import { parseJobs } from '../../src/lib/api/parse.ts';
import type { Job } from '../../src/lib/api/types.ts';

const job = (id: string, extra: Partial<Job> = {}): Job => ({
  id,
  role: `Role ${id}`,
  vacancy: 1,
  position: 'Indore',
  lowSalary: 240000,
  highSalary: 420000,
  otherDetails: '',
  jobdec: null,
  postedAt: null,
  salaryPeriod: null,
  ...extra,
});

describe('job posts from the API', () => {
  it('read a posting date from datePosted or createdAt, and say so when there is none', () => {
    const { jobs } = parseJobs({
      status: 1,
      data: [
        { id: 'a', role: 'Chemist', datePosted: '2026-09-01' },
        { id: 'b', role: 'Lab Technician', createdAt: '2026-10-20T05:30:00.000Z' },
        { id: 'c', role: 'Sales Executive', createdAt: 'not a date' },
      ],
    });
    expect(jobs.map((each) => each.postedAt)).toEqual(['2026-09-01T00:00:00.000Z', '2026-10-20T05:30:00.000Z', null]);
  });

  it.each([
    ['year', 'year'],
    ['Per Annum', 'year'],
    ['yearly', 'year'],
    ['monthly', 'month'],
    ['per month', 'month'],
    ['weekly', null],
    [undefined, null],
  ])('read salaryPeriod %s as %s', (salaryPeriod, period) => {
    const { jobs } = parseJobs({ status: 1, data: [{ id: 'a', role: 'Chemist', salaryPeriod }] });
    expect(jobs[0]!.salaryPeriod).toBe(period);
  });
});

describe('posting date', () => {
  it('keeps the date an opening was first seen from pull to pull, and dates a new one today', () => {
    const jobs = [job('old'), job('new')];
    const earlier = [{ old: '2026-10-02', closed: '2026-01-01' }, { old: '2026-09-30' }];
    expect(carryFirstSeen(jobs, earlier, '2026-11-23')).toEqual({ old: '2026-09-30', new: '2026-11-23' });
  });

  it('ignores what is not a date', () => {
    expect(carryFirstSeen([job('a')], [{ a: 'yesterday' }], '2026-11-23')).toEqual({ a: '2026-11-23' });
  });

  it("is the API's date when it sends one, else the first-seen date, never the pull's", () => {
    const snapshot = { pulledAt: '2026-11-23T10:00:00.000Z', jobsFirstSeen: { a: '2026-09-30', b: '2026-10-01' } };
    expect(getDatePosted(job('a', { postedAt: '2026-08-15T05:30:00.000Z' }), snapshot)).toBe('2026-08-15');
    expect(getDatePosted(job('b'), snapshot)).toBe('2026-10-01');
  });
});

describe('JobPosting salary', () => {
  const site = new URL('https://www.example.com');

  it('carries the salary with its unit when the API says what period it is for', () => {
    const data = jobPostingJsonLd(job('a', { salaryPeriod: 'year' }), site, '2026-10-01');
    expect(data['baseSalary']).toMatchObject({
      currency: 'INR',
      value: { minValue: 240000, maxValue: 420000, unitText: 'YEAR' },
    });
    expect(data['datePosted']).toBe('2026-10-01');
  });

  it('leaves the salary out when the period is unknown', () => {
    expect(jobPostingJsonLd(job('a'), site, '2026-10-01')).not.toHaveProperty('baseSalary');
  });
});
