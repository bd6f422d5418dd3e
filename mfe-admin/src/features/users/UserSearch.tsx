import { Button } from '@newsroom/shared';
import { useState, type FormEvent } from 'react';
import { Input } from '../../components/FormField.styles.ts';
import { SearchForm } from './UsersTab.styles.ts';

export interface UserSearchProps {
  onSearch: (search: string) => void;
}

/** Search accounts by part of the e-mail or name (submitted, so each keystroke is not a request). */
export function UserSearch({ onSearch }: UserSearchProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <SearchForm role="search" aria-label="Users" onSubmit={submit}>
      <label htmlFor="admin-user-search">Search by e-mail or name</label>
      <Input
        id="admin-user-search"
        type="search"
        value={text}
        maxLength={254}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" $size="sm">
        Search
      </Button>
    </SearchForm>
  );
}
