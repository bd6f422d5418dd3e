-- Analytics worth trusting (issue 35, item 4; decision 143). Page views and event views are
-- recorded only through functions that validate what they store and count a visitor's repeated
-- view of the same page or event within 30 minutes once. Direct inserts into page_views by the
-- API roles are revoked. A visitor id is chosen by the browser, so this stops repeats and junk, not
-- a caller inventing ids: the request limits (issue 35, item 2) bound that.

-- Countries ----------------------------------------------------------------------------------------

-- ISO 3166-1 alpha-2 code to the English short name the console shows (the names the seed uses).
-- Null for anything else: a view with an unknown or forged country is counted as Unknown.
create or replace function public.country_name(code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select c.name from (values
    ('AD', 'Andorra'), ('AE', 'United Arab Emirates'), ('AF', 'Afghanistan'),
    ('AG', 'Antigua & Barbuda'), ('AI', 'Anguilla'), ('AL', 'Albania'), ('AM', 'Armenia'),
    ('AO', 'Angola'), ('AQ', 'Antarctica'), ('AR', 'Argentina'), ('AS', 'American Samoa'),
    ('AT', 'Austria'), ('AU', 'Australia'), ('AW', 'Aruba'), ('AX', 'Åland Islands'),
    ('AZ', 'Azerbaijan'), ('BA', 'Bosnia & Herzegovina'), ('BB', 'Barbados'), ('BD', 'Bangladesh'),
    ('BE', 'Belgium'), ('BF', 'Burkina Faso'), ('BG', 'Bulgaria'), ('BH', 'Bahrain'),
    ('BI', 'Burundi'), ('BJ', 'Benin'), ('BL', 'St. Barthélemy'), ('BM', 'Bermuda'),
    ('BN', 'Brunei'), ('BO', 'Bolivia'), ('BQ', 'Caribbean Netherlands'), ('BR', 'Brazil'),
    ('BS', 'Bahamas'), ('BT', 'Bhutan'), ('BV', 'Bouvet Island'), ('BW', 'Botswana'),
    ('BY', 'Belarus'), ('BZ', 'Belize'), ('CA', 'Canada'), ('CC', 'Cocos (Keeling) Islands'),
    ('CD', 'Congo - Kinshasa'), ('CF', 'Central African Republic'), ('CG', 'Congo - Brazzaville'),
    ('CH', 'Switzerland'), ('CI', 'Côte d’Ivoire'), ('CK', 'Cook Islands'), ('CL', 'Chile'),
    ('CM', 'Cameroon'), ('CN', 'China'), ('CO', 'Colombia'), ('CR', 'Costa Rica'), ('CU', 'Cuba'),
    ('CV', 'Cape Verde'), ('CW', 'Curaçao'), ('CX', 'Christmas Island'), ('CY', 'Cyprus'),
    ('CZ', 'Czechia'), ('DE', 'Germany'), ('DJ', 'Djibouti'), ('DK', 'Denmark'), ('DM', 'Dominica'),
    ('DO', 'Dominican Republic'), ('DZ', 'Algeria'), ('EC', 'Ecuador'), ('EE', 'Estonia'),
    ('EG', 'Egypt'), ('EH', 'Western Sahara'), ('ER', 'Eritrea'), ('ES', 'Spain'),
    ('ET', 'Ethiopia'), ('FI', 'Finland'), ('FJ', 'Fiji'), ('FK', 'Falkland Islands'),
    ('FM', 'Micronesia'), ('FO', 'Faroe Islands'), ('FR', 'France'), ('GA', 'Gabon'),
    ('GB', 'United Kingdom'), ('GD', 'Grenada'), ('GE', 'Georgia'), ('GF', 'French Guiana'),
    ('GG', 'Guernsey'), ('GH', 'Ghana'), ('GI', 'Gibraltar'), ('GL', 'Greenland'), ('GM', 'Gambia'),
    ('GN', 'Guinea'), ('GP', 'Guadeloupe'), ('GQ', 'Equatorial Guinea'), ('GR', 'Greece'),
    ('GS', 'South Georgia & South Sandwich Islands'), ('GT', 'Guatemala'), ('GU', 'Guam'),
    ('GW', 'Guinea-Bissau'), ('GY', 'Guyana'), ('HK', 'Hong Kong SAR China'),
    ('HM', 'Heard & McDonald Islands'), ('HN', 'Honduras'), ('HR', 'Croatia'), ('HT', 'Haiti'),
    ('HU', 'Hungary'), ('ID', 'Indonesia'), ('IE', 'Ireland'), ('IL', 'Israel'),
    ('IM', 'Isle of Man'), ('IN', 'India'), ('IO', 'British Indian Ocean Territory'),
    ('IQ', 'Iraq'), ('IR', 'Iran'), ('IS', 'Iceland'), ('IT', 'Italy'), ('JE', 'Jersey'),
    ('JM', 'Jamaica'), ('JO', 'Jordan'), ('JP', 'Japan'), ('KE', 'Kenya'), ('KG', 'Kyrgyzstan'),
    ('KH', 'Cambodia'), ('KI', 'Kiribati'), ('KM', 'Comoros'), ('KN', 'St. Kitts & Nevis'),
    ('KP', 'North Korea'), ('KR', 'South Korea'), ('KW', 'Kuwait'), ('KY', 'Cayman Islands'),
    ('KZ', 'Kazakhstan'), ('LA', 'Laos'), ('LB', 'Lebanon'), ('LC', 'St. Lucia'),
    ('LI', 'Liechtenstein'), ('LK', 'Sri Lanka'), ('LR', 'Liberia'), ('LS', 'Lesotho'),
    ('LT', 'Lithuania'), ('LU', 'Luxembourg'), ('LV', 'Latvia'), ('LY', 'Libya'), ('MA', 'Morocco'),
    ('MC', 'Monaco'), ('MD', 'Moldova'), ('ME', 'Montenegro'), ('MF', 'St. Martin'),
    ('MG', 'Madagascar'), ('MH', 'Marshall Islands'), ('MK', 'North Macedonia'), ('ML', 'Mali'),
    ('MM', 'Myanmar (Burma)'), ('MN', 'Mongolia'), ('MO', 'Macao SAR China'),
    ('MP', 'Northern Mariana Islands'), ('MQ', 'Martinique'), ('MR', 'Mauritania'),
    ('MS', 'Montserrat'), ('MT', 'Malta'), ('MU', 'Mauritius'), ('MV', 'Maldives'),
    ('MW', 'Malawi'), ('MX', 'Mexico'), ('MY', 'Malaysia'), ('MZ', 'Mozambique'), ('NA', 'Namibia'),
    ('NC', 'New Caledonia'), ('NE', 'Niger'), ('NF', 'Norfolk Island'), ('NG', 'Nigeria'),
    ('NI', 'Nicaragua'), ('NL', 'Netherlands'), ('NO', 'Norway'), ('NP', 'Nepal'), ('NR', 'Nauru'),
    ('NU', 'Niue'), ('NZ', 'New Zealand'), ('OM', 'Oman'), ('PA', 'Panama'), ('PE', 'Peru'),
    ('PF', 'French Polynesia'), ('PG', 'Papua New Guinea'), ('PH', 'Philippines'),
    ('PK', 'Pakistan'), ('PL', 'Poland'), ('PM', 'St. Pierre & Miquelon'),
    ('PN', 'Pitcairn Islands'), ('PR', 'Puerto Rico'), ('PS', 'Palestinian Territories'),
    ('PT', 'Portugal'), ('PW', 'Palau'), ('PY', 'Paraguay'), ('QA', 'Qatar'), ('RE', 'Réunion'),
    ('RO', 'Romania'), ('RS', 'Serbia'), ('RU', 'Russia'), ('RW', 'Rwanda'), ('SA', 'Saudi Arabia'),
    ('SB', 'Solomon Islands'), ('SC', 'Seychelles'), ('SD', 'Sudan'), ('SE', 'Sweden'),
    ('SG', 'Singapore'), ('SH', 'St. Helena'), ('SI', 'Slovenia'), ('SJ', 'Svalbard & Jan Mayen'),
    ('SK', 'Slovakia'), ('SL', 'Sierra Leone'), ('SM', 'San Marino'), ('SN', 'Senegal'),
    ('SO', 'Somalia'), ('SR', 'Suriname'), ('SS', 'South Sudan'), ('ST', 'São Tomé & Príncipe'),
    ('SV', 'El Salvador'), ('SX', 'Sint Maarten'), ('SY', 'Syria'), ('SZ', 'Eswatini'),
    ('TC', 'Turks & Caicos Islands'), ('TD', 'Chad'), ('TF', 'French Southern Territories'),
    ('TG', 'Togo'), ('TH', 'Thailand'), ('TJ', 'Tajikistan'), ('TK', 'Tokelau'),
    ('TL', 'Timor-Leste'), ('TM', 'Turkmenistan'), ('TN', 'Tunisia'), ('TO', 'Tonga'),
    ('TR', 'Türkiye'), ('TT', 'Trinidad & Tobago'), ('TV', 'Tuvalu'), ('TW', 'Taiwan'),
    ('TZ', 'Tanzania'), ('UA', 'Ukraine'), ('UG', 'Uganda'), ('UM', 'U.S. Outlying Islands'),
    ('US', 'United States'), ('UY', 'Uruguay'), ('UZ', 'Uzbekistan'), ('VA', 'Vatican City'),
    ('VC', 'St. Vincent & Grenadines'), ('VE', 'Venezuela'), ('VG', 'British Virgin Islands'),
    ('VI', 'U.S. Virgin Islands'), ('VN', 'Vietnam'), ('VU', 'Vanuatu'), ('WF', 'Wallis & Futuna'),
    ('WS', 'Samoa'), ('YE', 'Yemen'), ('YT', 'Mayotte'), ('ZA', 'South Africa'), ('ZM', 'Zambia'),
    ('ZW', 'Zimbabwe')
  ) as c(code, name)
  where c.code = upper(btrim(country_name.code))
$$;

-- Page views -------------------------------------------------------------------------------------

-- Serves the 30-minute look-up below: one visitor's views of one path, newest first.
create index page_views_visitor_path_idx on public.page_views (visitor_id, path, created_at desc);

-- Records one page view, or nothing when the same visitor viewed the same path in the last 30
-- minutes. A path or visitor id the portal would never send is refused (22023); source is trimmed
-- and bounded like the column; country is an ISO code, stored as its name, else null.
create or replace function public.record_page_view(
  path text,
  visitor_id text,
  source text default 'direct',
  country text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  view_path text := record_page_view.path;
  visitor text := record_page_view.visitor_id;
begin
  if view_path is null or char_length(view_path) not between 1 and 2048 or view_path !~ '^/[^[:space:][:cntrl:]]*$' then
    raise exception 'A page view needs a site path starting with /' using errcode = '22023';
  end if;
  if visitor is null or visitor !~ '^[A-Za-z0-9_-]{8,64}$' then
    raise exception 'A page view needs the visitor id the portal generates' using errcode = '22023';
  end if;
  -- Two identical requests at once must not both pass the look-up.
  perform pg_advisory_xact_lock(hashtextextended('page_view ' || visitor || ' ' || view_path, 0));
  if exists (
    select 1 from public.page_views v
     where v.visitor_id = visitor and v.path = view_path and v.created_at > now() - interval '30 minutes'
  ) then
    return;
  end if;
  insert into public.page_views (path, source, country, visitor_id)
  values (
    view_path,
    coalesce(nullif(btrim(left(record_page_view.source, 200)), ''), 'direct'),
    public.country_name(record_page_view.country),
    visitor
  );
end
$$;

drop policy "Anyone records a page view" on public.page_views;
revoke insert on public.page_views from anon, authenticated;

-- Event views ------------------------------------------------------------------------------------

-- When each visitor's view of an event last counted: at most one row per visitor and event, gone
-- with the event. Written only by increment_sports_event_views; admins may read it, like page_views.
create table public.sports_event_viewers (
  event_id uuid not null references public.sports_events (id) on delete cascade,
  visitor_id text not null constraint sports_event_viewers_visitor_id_format check (visitor_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  counted_at timestamptz not null default now(),
  primary key (event_id, visitor_id)
);

alter table public.sports_event_viewers enable row level security;

create policy "Admins read event viewers" on public.sports_event_viewers
  for select to authenticated using ((select public.is_admin()));

revoke all on public.sports_event_viewers from anon, authenticated, service_role;
grant select on public.sports_event_viewers to authenticated;
grant select, insert, update, delete on public.sports_event_viewers to service_role;

-- The old one-argument function counted every call. The two-argument one counts a visitor's view
-- once per 30 minutes; called without a visitor id (an older front end) it counts nothing and
-- returns the current count, so such a caller keeps working and cannot inflate the figure.
drop function public.increment_sports_event_views(uuid);

create or replace function public.increment_sports_event_views(event_id uuid, visitor_id text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := increment_sports_event_views.event_id;
  visitor text := increment_sports_event_views.visitor_id;
  current_count integer;
begin
  select e.view_count into current_count from public.sports_events e where e.id = target;
  if not found then
    return null;
  end if;
  if visitor is null or visitor !~ '^[A-Za-z0-9_-]{8,64}$' then
    return current_count;
  end if;
  -- The upsert is the de-duplication: it writes a row only for a first view or one 30 minutes on.
  insert into public.sports_event_viewers as v (event_id, visitor_id) values (target, visitor)
  on conflict on constraint sports_event_viewers_pkey do update set counted_at = now()
   where v.counted_at <= now() - interval '30 minutes';
  if not found then
    return current_count;
  end if;
  update public.sports_events e set view_count = e.view_count + 1 where e.id = target
  returning e.view_count into current_count;
  return current_count;
end
$$;

revoke execute on function public.country_name(text) from public, anon, authenticated;
grant execute on function public.country_name(text) to service_role;
revoke execute on function public.record_page_view(text, text, text, text) from public;
grant execute on function public.record_page_view(text, text, text, text) to anon, authenticated, service_role;
revoke execute on function public.increment_sports_event_views(uuid, text) from public;
grant execute on function public.increment_sports_event_views(uuid, text) to anon, authenticated, service_role;
