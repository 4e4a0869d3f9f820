import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { getSearchCopy } from '../../content/forms/search.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { SearchIcon } from '../search-box/SearchIcon.tsx';
import { searchPosts } from './filter.ts';
import { readListedPosts } from './read-posts.ts';

interface Props {
  /** The id of the page's list of posts, whose titles are searched and whose links are shown. */
  listId: string;
  /** The page's language: the island's words. */
  locale: Locale;
}

/**
 * The Resource Center's search box: matching titles appear as links under it while the visitor
 * types. The post list itself is static HTML; this island only adds the search, and wakes when the
 * visitor first touches the box.
 */
export default function BlogSearch({ listId, locale }: Props) {
  const words = getSearchCopy(locale).blog;
  const [query, setQuery] = useState('');
  // Read once, when the island wakes in the browser; the server's rendering shows no results, so needs none.
  const [posts] = useState(() =>
    typeof document === 'undefined' ? [] : readListedPosts(document.getElementById(listId)),
  );
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // The box is the page's own (uncontrolled): a search typed before the island woke shows its results now.
  useEffect(() => {
    setQuery(input.current?.value ?? '');
  }, []);
  const results = searchPosts(posts, query);
  const active = query.trim() !== '';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <div className="blog-search">
      <form role="search" aria-label={words.label} onSubmit={onSubmit} className="blog-search__form">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {words.input}
        </label>
        <button type="submit" className="blog-search__icon" aria-label={words.search}>
          <SearchIcon />
        </button>
        <input
          id={`${id}-input`}
          className="blog-search__input"
          type="search"
          placeholder={words.placeholder}
          autoComplete="off"
          ref={input}
          defaultValue=""
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          aria-controls={`${id}-results`}
        />
      </form>
      <div id={`${id}-results`} className="blog-search__results" aria-live="polite">
        {active &&
          (results.length > 0 ? (
            <>
              <p className="blog-search__status">{words.count(results.length, query.trim())}</p>
              <ul className="blog-search__list" aria-label={words.results}>
                {results.map((post) => (
                  <li key={post.href}>
                    <a href={post.href} lang="en">
                      {post.title}
                    </a>
                    {post.date && <span className="blog-search__date">{post.date}</span>}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="blog-search__status">{words.noMatch(query.trim())}</p>
          ))}
      </div>
    </div>
  );
}
