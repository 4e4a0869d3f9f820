/**
 * The calls of SPEC.md §7, made the way the old site made them: from the browser, after the bundle has
 * run, in an effect of the component that shows the answer.
 */
import { useEffect, useState } from 'react';
import { config } from './config.ts';

export interface Ref {
  _id: string;
  Name: string;
}

export interface Product {
  _id: string;
  Name: string;
  ProductCode: string;
  Image: string[];
  description: string;
  General_Features: string[];
  Instructions: string[];
  VideoGuides: string;
  HotProduct: boolean;
  Categories: Ref;
  SubCategories: Ref | null;
}

export interface Blog {
  _id: string;
  title: string;
  image: string;
  createdAt: string;
}

/** Status is 1/0 on some calls and true/false on others. */
export const succeeded = (answer: { status: unknown }) => answer.status === 1 || answer.status === true;

/** A call of SPEC.md §7 and the type of its answer. */
export interface Call<Answer> {
  path: string;
  /** Sent as JSON in a POST. */
  body?: object;
  /** Never set: carries the answer's type to {@link useApi}. */
  answer?: Answer;
}

type Answer<Fields> = { status: unknown } & Fields;

/** The calls these screens make, as the old site's service module listed them. */
export const calls = {
  product: (params: string): Call<Answer<{ data?: Product }>> => ({ path: `/api/getProductByparamas/${params}` }),
  sameCategory: (params: string): Call<Answer<{ products?: Product[] }>> => ({
    path: `/api/GetAllProductOfSameCategroy/${params}`,
  }),
  catalogue: (): Call<Answer<{ categories?: Ref[]; products?: Product[] }>> => ({ path: '/api/GetAllProduct' }),
  blogs: (): Call<Answer<{ data?: Blog[] }>> => ({ path: '/api/getAllBlogs' }),
  productsByCategory: (category: string, value: number): Call<Answer<{ data?: Product[] }>> => ({
    path: '/prod/api/getAllProductByCategory',
    body: { category, value },
  }),
};

/**
 * The answer of one call, undefined until it arrives. A failure is written to the console (the bench
 * reads it there: a page that could not load its record is not measured as if it had) and leaves the
 * answer undefined, so the skeleton stays.
 */
export function useApi<T>({ path, body }: Call<T>): T | undefined {
  const [answer, setAnswer] = useState<T>();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  useEffect(() => {
    let current = true;
    const init: RequestInit | undefined =
      payload === undefined
        ? undefined
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload };
    fetch(`${config.apiBase}${path}`, init)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as T;
      })
      .then((json) => {
        if (current) setAnswer(json);
      })
      .catch((error: unknown) => {
        console.error(`${path}: ${String(error)}`);
      });
    return () => {
      current = false;
    };
  }, [path, payload]);
  return answer;
}
