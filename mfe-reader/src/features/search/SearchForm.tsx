import { ARTS_CULTURE, NAV_CATEGORIES, SEARCH_QUERY_MAX_CHARS } from '@newsroom/shared';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPath } from './searchParams.ts';
import { Form } from './SearchForm.styles.ts';

export interface SearchFormValues {
  q: string;
  category: string;
  from: string;
  to: string;
}

const SECTIONS = [...NAV_CATEGORIES, ARTS_CULTURE];

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * The /search page's form. A plain GET form (it works before the page's script runs); once
 * hydrated it navigates in the page. Keyed by the URL, so its fields follow back and forward.
 */
export function SearchForm({ values }: { values: SearchFormValues }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = field(data, 'q');
    if (!q) return;
    void navigate(
      searchPath({ q, category: field(data, 'category'), from: field(data, 'from'), to: field(data, 'to'), page: 1 }),
    );
  };
  return (
    <Form role="search" aria-label="Search the archive" method="get" action="/search" onSubmit={submit}>
      <label>
        Search stories, essays and authors
        <input
          type="search"
          name="q"
          defaultValue={values.q}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          required
          placeholder={'Words, "a phrase", or -word'}
        />
      </label>
      <label>
        Section
        <select name="category" defaultValue={values.category}>
          <option value="">All sections</option>
          {SECTIONS.map((section) => (
            <option key={section.slug} value={section.slug}>
              {section.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input type="date" name="from" defaultValue={values.from} />
      </label>
      <label>
        To
        <input type="date" name="to" defaultValue={values.to} />
      </label>
      <button type="submit">Search</button>
    </Form>
  );
}
