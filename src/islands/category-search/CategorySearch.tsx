import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { getSearchCopy } from '../../content/forms/search.ts';
import { filterSuggestions, type CategorySuggestion } from '../../lib/catalogue/search.ts';
import { localizePath, type Locale } from '../../lib/i18n/locale.ts';
import { SearchIcon } from '../search-box/SearchIcon.tsx';
import './category-search.css';

interface Props {
  suggestions: CategorySuggestion[];
  /** The page's language: the island's words, and the edition of the pages it opens. */
  locale: Locale;
  label?: string;
}

/**
 * The category search of /Categories: a combobox (WAI-ARIA 1.2 pattern) whose suggestions are
 * the categories and sub-categories the search may offer. Arrow keys move through them, Enter or
 * a click opens the chosen one's page, Escape closes the list.
 */
export default function CategorySearch({ suggestions, locale, label }: Props) {
  const words = getSearchCopy(locale).category;
  // React's ids start with "_"; a letter first keeps them valid everywhere (CSS selectors, validators).
  const id = `category-search${useId().replace(/[^\w-]/g, '')}`;
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The box is the page's own (uncontrolled): a visitor who clicked or typed into it before the island
  // woke sees the suggestions for what is there now, as focusing it would have shown them.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    setQuery(element.value);
    if (document.activeElement === element) setOpen(true);
  }, []);
  const matches = useMemo(() => filterSuggestions(suggestions, query), [suggestions, query]);
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (suggestion: CategorySuggestion | undefined) => {
    if (!suggestion) return;
    setOpen(false);
    window.location.assign(localizePath(suggestion.path, locale));
  };

  const move = (index: number) => {
    setOpen(true);
    setActive(index);
    const option = list.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(index))}`);
    option?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (last >= 0) move(!open || active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (last >= 0) move(!open || active <= 0 ? last : active - 1);
        break;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          go(matches[active]);
        } else if (query.trim() && matches.length > 0) {
          event.preventDefault();
          go(matches[0]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          event.currentTarget.value = '';
          setQuery('');
        }
        break;
      default:
        break;
    }
  };

  const expanded = open && matches.length > 0;
  return (
    <div className="category-search">
      <label className="category-search__label" htmlFor={`${id}-input`}>
        {label ?? words.label}
      </label>
      <div className="category-search__field">
        <SearchIcon className="category-search__icon" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={words.placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          ref={input}
          defaultValue=""
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
          }}
          onClick={() => {
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          ref={list}
          role="listbox"
          aria-label={words.suggestions}
          className="category-search__list"
          hidden={!expanded}
        >
          {matches.map((suggestion, index) => (
            <li
              key={suggestion.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="category-search__option"
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                go(suggestion);
              }}
              onMouseMove={() => {
                setActive(index);
              }}
            >
              <span className="category-search__name" lang="en">
                {suggestion.name}
              </span>
              {suggestion.context && (
                <span className="category-search__context" lang="en">
                  {suggestion.context}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="category-search__status" role="status">
        {open && query.trim() ? (matches.length === 0 ? words.noMatch(query.trim()) : words.count(matches.length)) : ''}
      </p>
    </div>
  );
}
