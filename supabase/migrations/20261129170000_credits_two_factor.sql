-- Story credits follow the staff two-factor rule (decision 152): 20261129150000_staff_two_factor.sql
-- added its restrictive policy to the staff-written tables that existed on its branch; authors,
-- story_authors, tags and story_tags (20261129130000) came from a parallel branch and run before
-- it, so they get the same policy here. set_story_credits() runs as the caller, so an editor whose
-- session misses their two-factor rule changes no credit through it either.
do $$
declare
  target text;
  command text;
begin
  foreach target in array array['authors', 'story_authors', 'tags', 'story_tags'] loop
    foreach command in array array['insert', 'update', 'delete'] loop
      execute format(
        'create policy %I on public.%I as restrictive for %s to authenticated %s',
        'Staff ' || command || ' needs two-factor when enrolled',
        target, command,
        case command
          when 'insert' then 'with check ((select public.two_factor_satisfied()))'
          when 'update' then 'using ((select public.two_factor_satisfied())) with check ((select public.two_factor_satisfied()))'
          else 'using ((select public.two_factor_satisfied()))'
        end
      );
    end loop;
  end loop;
end
$$;
