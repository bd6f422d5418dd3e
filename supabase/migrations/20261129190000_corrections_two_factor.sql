-- Corrections and error-report triage are staff writes too (issue 36, "every staff write ...
-- corrections"): the corrections migration (20261129120000) ran before the two-factor one and was
-- not in its list. The same restrictive policies: ANDed with the permissive ones, they only ever
-- narrow who may write, and an account without a verified factor is unaffected.
create policy "Staff insert needs two-factor when enrolled" on public.story_corrections
  as restrictive for insert to authenticated
  with check ((select public.two_factor_satisfied()));

create policy "Staff delete needs two-factor when enrolled" on public.story_corrections
  as restrictive for delete to authenticated
  using ((select public.two_factor_satisfied()));

create policy "Staff update needs two-factor when enrolled" on public.story_error_reports
  as restrictive for update to authenticated
  using ((select public.two_factor_satisfied()))
  with check ((select public.two_factor_satisfied()));
