-- Seed content for a fresh local database (and `supabase db reset`). Original writing for The Daily
-- Chronicle; people and organisations quoted are fictional. Fixed ids + ON CONFLICT make it safe
-- to run twice; every date is relative to now() so the site looks current whenever it is seeded.
-- Images: the local seed step (backend/src/seed/localSeed.ts) renders image files, uploads them to
-- the blog-images bucket and fills image_url; rows it leaves alone show the "Image unavailable"
-- placeholder, and two deliberately point at a host that never resolves (.invalid).

-- Stories: 44 published (one featured, two under 48 hours old), 2 scheduled, 2 drafts, then 2 published
-- stories written as documents -----------------------------------------------------------------------
insert into public.news_stories
  (id, title, category, author, read_time, status, published_at, is_featured, image_alt, image_caption, image_author, image_url, summary)
values
('a1000000-0000-4000-8000-000000000001',
 'Harare commuters embrace new rapid bus lanes as city trials peak-hour priority',
 'Politics, Legal & Governance', 'Tendai Moyo', '5 min read', 'published', now() - interval '3 hours', true,
 'A blue commuter bus in a newly painted bus lane on Samora Machel Avenue at dawn',
 'Morning traffic on Samora Machel Avenue during the first week of the bus-lane trial.', 'Farai Chikore', null,
$b$Commuters in Harare have given a cautious welcome to a six-week trial of dedicated bus lanes on three of the capital's busiest corridors, with early figures suggesting journey times on the Chitungwiza route have fallen by almost a quarter.

The trial reserves one lane on Samora Machel Avenue, Seke Road and Julius Nyerere Way for buses and licensed commuter omnibuses between 6am and 9am, and again between 4pm and 7pm. Private cars that stray into the lanes face fines, although traffic officers have so far issued warnings rather than tickets.

"For the first time in years I reached work before eight," said Rumbidzai Ncube, a nurse who travels in from Zengeza every morning. "The kombi drivers are still learning to stay in the lane, but you can feel the difference."

City engineers say the scheme costs little because it relies on paint, signage and enforcement rather than new roads. A council transport official, speaking at a briefing on Monday, said the data gathered during the trial would decide whether the lanes become permanent and whether they are extended to Borrowdale Road.

Motorists are less enthusiastic. Several drivers told The Daily Chronicle that queues in the remaining lanes had grown longer, and business owners along Seke Road worry that delivery vehicles have nowhere to stop during the restricted hours.

Transport economists point out that buses carry the large majority of Harare's commuters while occupying a small share of road space. Giving them priority, they argue, is the cheapest way to move more people without building anything at all.

The council has promised to publish weekly journey-time figures and to hold a public meeting before the trial ends.$b$),

('a1000000-0000-4000-8000-000000000002',
 'Bank of England holds rates as inflation edges closer to target',
 'Business & Finance', 'Eleanor Whitfield', '4 min read', 'published', now() - interval '20 hours', false,
 'The Bank of England building on Threadneedle Street under an overcast sky',
 'The Bank of England in the City of London.', 'Marcus Hale', null,
$b$The Bank of England left interest rates unchanged on Thursday, saying that while inflation had continued to ease, it wanted more evidence that price growth in the services sector was slowing before it cut borrowing costs again.

The decision was expected by most economists, though the vote among members of the Monetary Policy Committee was closer than in recent months, with two members preferring an immediate reduction.

Mortgage brokers said the hold would disappoint homeowners coming to the end of fixed-rate deals, but noted that lenders had already priced in a gradual decline in rates over the coming year.

"The direction of travel is clear; it is the speed that is uncertain," said Priya Raman, chief economist at a London advisory firm. "Households should not expect a return to the very low rates of the last decade."

Retailers' groups urged the Bank to move faster, arguing that high borrowing costs were weighing on consumer spending in the run-up to the festive season.$b$),

('a1000000-0000-4000-8000-000000000003',
 'Tobacco farmers in Manicaland switch to solar curing to cut firewood use',
 'Health & Environment', 'Nyasha Dube', '6 min read', 'published', now() - interval '2 days 4 hours', false,
 'Rows of solar panels beside a brick tobacco barn in rural Manicaland',
 'A converted curing barn near Rusape, fitted with solar-powered fans and heat exchangers.', 'Tafadzwa Mlambo', null,
$b$On a smallholding outside Rusape, Blessing Marufu no longer spends his winters cutting trees. The brick barn where he cures his tobacco now draws heat from a wood-saving furnace and circulates it with solar-powered fans, halving the firewood he needs each season.

Tobacco curing has long been one of the biggest drivers of deforestation in Zimbabwe. Farmers burn large quantities of wood to dry the leaf, and in parts of Manicaland and Mashonaland the once-wooded hills around villages have been stripped bare.

A cooperative of about 300 growers has spent the past two seasons converting barns with the help of a revolving loan fund. Members repay the cost of the conversion from their tobacco sales over three years.

"The first year people laughed at us," said Marufu, who chairs the cooperative. "Then they saw that our leaf was better, because the temperature is steady, and that we were not paying boys to carry wood from twenty kilometres away."

Agronomists say even heat during curing produces a more uniform colour, which can fetch better prices at the auction floors in Harare. The cooperative says its members earned on average eight per cent more per kilogram last season.

Environmental groups welcome the shift but caution that conversions alone will not restore lost woodland. They want growers to plant woodlots and for buyers to pay a premium for leaf cured without native timber.

The cooperative hopes to double its membership next year, provided the loan fund can be topped up. Marufu is confident. "When the neighbours see the hills turning green again," he said, "they will come."$b$),

('a1000000-0000-4000-8000-000000000004',
 'Warriors seal late win over Zambia to keep qualifying hopes alive',
 'Sports', 'Kudakwashe Sibanda', '3 min read', 'published', now() - interval '1 day 2 hours', false,
 'Zimbabwe footballers celebrating a goal in front of a packed stand',
 'Players celebrate the winning goal in the 88th minute.', 'Simbarashe Gwatidzo', null,
$b$A header four minutes from time gave Zimbabwe a 2-1 victory over Zambia in a tense qualifier on Saturday, keeping the Warriors' hopes of reaching next year's finals alive going into the last round of group matches.

The visitors had equalised early in the second half after a scrappy opening goal from a corner, and for long spells Zimbabwe struggled to create chances. The substitute winger's cross in the 86th minute was met at the far post, sending the crowd into raptures.

The coach praised his side's patience. "We did not panic. We kept the ball, we trusted the plan, and the boys from the bench made the difference," he said.

Zimbabwe now need a draw away from home next month to secure at least a play-off place.$b$),

('a1000000-0000-4000-8000-000000000005',
 'West End revival of a forgotten Edwardian comedy proves a surprise hit',
 'Arts & Culture - Theatre', 'Harriet Greene', '4 min read', 'published', now() - interval '4 days', false,
 'Actors in Edwardian costume on a theatre stage lit in warm amber',
 'The cast during a preview performance.', 'Oliver Brandt', null,
$b$Few people had heard of the play before the production opened in a modest theatre off Shaftesbury Avenue last month. Now tickets are changing hands for three times their face value and the run has been extended until the spring.

Written in 1908 and last staged professionally before the Second World War, the comedy follows a suffragette who disguises herself as her own twin brother to stand for a seat on a county council. The director found the script in a box of papers donated to a university library.

Audiences have responded to its sharp dialogue and its surprisingly modern jokes about committee meetings, and critics have singled out the lead actor's quick-change performance, which involves eleven costume changes in two and a half hours.

"It is a reminder that our theatrical history is full of buried treasure," the director said. "Somebody wrote this with real wit and then it simply vanished."

The producers are in talks to take the production on a regional tour next autumn.$b$),

('a1000000-0000-4000-8000-000000000006',
 'Lake Kariba houseboat operators report strongest season in a decade',
 'Arts & Culture - Travel', 'Chiedza Makoni', '5 min read', 'published', now() - interval '6 days', false,
 'A white houseboat moored at sunset on Lake Kariba with dead trees in the water',
 'A houseboat at anchor near the Matusadona shoreline.', 'Rufaro Nhamo', null,
$b$Houseboat operators on Lake Kariba say bookings this year are the strongest they have seen in a decade, driven by regional tourists from South Africa and Zambia and a rise in Zimbabweans taking holidays at home.

The lake, one of the largest man-made reservoirs in the world, offers tiger fishing, game viewing along the Matusadona shoreline and famously spectacular sunsets over the drowned forests at its edge.

Operators in Kariba town say the improved road from Makuti and more regular flights have made the resort easier to reach. Several have invested in solar power and water purification on their boats, marketing trips as lower-impact holidays.

"Families who used to go to the coast are now coming here," said the owner of a fleet of six boats. "They want the quiet, the birds, the elephants coming down to drink in the evening."

Conservationists welcome the revenue, which helps fund anti-poaching patrols in the national park, but warn that the growing number of boats must be managed carefully to avoid disturbing wildlife and polluting the water.

The Kariba tourism association plans to introduce a voluntary code of conduct on waste, noise and mooring before next season.$b$),

('a1000000-0000-4000-8000-000000000007',
 'Bulawayo jazz festival returns with a line-up spanning three generations',
 'Arts & Culture - Music', 'Sipho Ndlovu', '3 min read', 'published', now() - interval '5 days 3 hours', false,
 'A saxophonist performing on an outdoor stage at night under coloured lights',
 'An evening set on the festival''s main stage.', 'Thandiwe Khumalo', null,
$b$The Bulawayo jazz festival returns to the city this weekend after a three-year break, with organisers promising a programme that runs from veterans of the township big-band era to young players mixing jazz with amapiano.

More than 40 acts will perform across four venues, including an open-air stage in Centenary Park. Organisers say a third of the line-up is aged under 25.

"Bulawayo has always been a music city," said the festival director. "We want the young players to stand on the same stage as the people who inspired them."

Day passes are on sale at the city hall and through local music shops.$b$),

('a1000000-0000-4000-8000-000000000008',
 'The quiet return of the village bakery',
 'Arts & Culture - Lifestyle', 'Sophie Alder', '4 min read', 'published', now() - interval '9 days', false,
 'Loaves of sourdough bread on wooden shelves in a small bakery',
 'Morning bake at a community bakery in Shropshire.', 'Daniel Price', null,
$b$Across rural England, a small but growing number of villages are reopening bakeries that closed decades ago, often run as community-owned businesses with volunteers helping behind the counter.

In one Shropshire village, residents raised the money to buy the old bakehouse by selling shares at fifty pounds each. The ovens now run from four in the morning, and the shop has become a meeting place for people who used to have nowhere to go but the bus stop.

"It is not really about bread," said one shareholder, a retired teacher. "It is about having a reason to walk down the street and say hello."

Community business advisers say such ventures succeed when they combine a paid professional baker with a committed group of volunteers, and when they sell more than bread: coffee, post office services and notice boards all help.

Not every project survives. Energy costs have forced several to cut opening hours. But supporters argue that a bakery gives a village something a supermarket delivery van never will.$b$),

('a1000000-0000-4000-8000-000000000009',
 'Debut novel about a Gweru boarding school wins regional fiction prize',
 'Arts & Culture - Literature', 'Tatenda Mupfumi', '3 min read', 'published', now() - interval '12 days', false,
 'A hardback novel lying on a wooden desk beside reading glasses',
 'The prize-winning novel.', 'Chipo Matenga', null,
$b$A debut novel set in a mission boarding school in the Midlands has won a regional fiction prize for southern African writing, with judges praising its "unsentimental tenderness".

The book follows three friends through their final year of school in the late 1990s as the economy around them begins to falter. Its author, a former mathematics teacher, wrote it over eight years in the evenings.

"I wanted to write about ordinary brave people," she said at the award ceremony. "Teachers who kept coming to work, parents who kept paying fees with money they did not have."

The prize carries a cash award and a translation grant.$b$),

('a1000000-0000-4000-8000-000000000010',
 'Why the humble kapenta matters more than you think',
 'Feature', 'Rutendo Chari', '7 min read', 'published', now() - interval '3 days 6 hours', false,
 'Small silver fish drying on wooden racks beside a lake at sunrise',
 'Kapenta drying on racks at a fishing camp near Kariba.', 'Rufaro Nhamo', null,
$b$Before dawn on the shores of Lake Kariba, the lights of the kapenta rigs come home one by one. Each carries a night's catch of the tiny silver fish, which will be salted, spread on racks to dry in the sun, and sold in markets from Harare to Lubumbashi.

Kapenta was introduced to the lake from Lake Tanganyika in the 1960s. It has since become one of the most important sources of affordable protein in the region, a staple in households where meat is a luxury.

The fishery also supports thousands of jobs, from the crews who work the rigs through the night to the women who sort and dry the catch and the traders who carry it inland.

But catches have become more erratic. Fishers blame warmer water and a growing number of rigs; scientists say both are probably true, and that the lake's level, which rises and falls with rainfall upstream, affects the plankton the fish feed on.

"Some nights we come back with nothing," said a rig captain who has fished the lake for 20 years. "Other nights the nets are so full we cannot lift them. You never know any more."

Researchers at a field station in Kariba are working with fishing cooperatives to record catches and water temperatures more systematically. Their aim is to give both Zimbabwean and Zambian authorities the data they need to set sustainable limits on the number of rigs.

At the drying racks, the work goes on regardless. Women turn the fish with wooden rakes as the sun climbs, chatting about prices and school fees. A good season, one of them said, means her children stay in school. A bad one means difficult choices.

It is a reminder that the small things in a food system are often the ones holding everything else up.$b$),

('a1000000-0000-4000-8000-000000000011',
 'Coalition talks continue in the Netherlands as parties split over housing',
 'Foreign', 'Jonas Becker', '4 min read', 'published', now() - interval '1 day 9 hours', false,
 'The Binnenhof parliament buildings in The Hague reflected in a pond',
 'Parliament buildings in The Hague.', 'Marcus Hale', null,
$b$Negotiations to form a new Dutch government entered their seventh week on Tuesday, with parties still divided over how to tackle a severe housing shortage and how far to restrict the growth of tourist rentals in major cities.

The largest party wants to relax planning rules to allow building on farmland near the big cities, while its likely partners favour converting offices and taxing empty homes.

Analysts in The Hague say a deal is still likely before the end of the year, but warn that a prolonged stalemate could delay the budget.$b$),

('a1000000-0000-4000-8000-000000000012',
 'Mobile money fees cut as regulators push for cheaper payments',
 'Business & Finance', 'Farai Mutasa', '4 min read', 'published', now() - interval '7 days', false,
 'A woman paying for vegetables at a market stall using a mobile phone',
 'A trader accepts a mobile payment at Mbare market.', 'Farai Chikore', null,
$b$Zimbabwe's main mobile money providers have reduced transaction fees on small transfers following pressure from regulators and consumer groups, a move traders say could encourage more customers to pay by phone rather than in cash.

Fees on transfers below a set threshold have been cut by as much as a third. Larger transfers are unchanged.

Market traders in Mbare welcomed the move. "People were asking for cash because the charges were eating their money," said one vegetable seller. "If it is cheaper, everybody wins."

Economists say cheaper digital payments help small businesses keep records and build credit histories, but caution that the lower fees may push providers to recover revenue elsewhere.$b$),

('a1000000-0000-4000-8000-000000000013',
 'High Court rules council must consult residents before selling public land',
 'Politics, Legal & Governance', 'Tendai Moyo', '4 min read', 'published', now() - interval '10 days', false,
 'The steps of a courthouse with people walking past',
 'Residents outside the High Court after the ruling.', 'Simbarashe Gwatidzo', null,
$b$The High Court has ruled that a municipal council acted unlawfully when it agreed to sell a public park to a private developer without consulting the residents who use it.

The case was brought by a residents' association which argued that the land had been set aside as open space in the original town plan and could not be sold without a public process.

In a judgment delivered on Wednesday, the judge agreed, setting aside the sale and ordering the council to pay the association's costs.

Lawyers say the ruling could affect several other disputed land sales in the city, and the council has fourteen days to decide whether to appeal.$b$),

('a1000000-0000-4000-8000-000000000014',
 'NHS trusts trial evening GP appointments to ease A&E pressure',
 'Health & Environment', 'Grace Holloway', '5 min read', 'published', now() - interval '8 days', false,
 'A doctor talking to a patient in a brightly lit consulting room',
 'An evening clinic in the north of England.', 'Daniel Price', null,
$b$Several NHS trusts in the north of England are trialling evening and weekend GP appointments in an attempt to reduce the number of people who turn to accident and emergency departments because they cannot see a family doctor.

The clinics, run from hubs shared by several practices, offer appointments until 9pm on weekdays and through Saturday and Sunday mornings.

Early figures from one trust suggest attendances at A&E for minor illnesses fell by around a tenth in the first three months, although managers caution that winter pressures will be the real test.

"Patients are not going to A&E because they want to," said a GP involved in the scheme. "They go because it is the only door that is open. We are trying to open another door."

Unions representing practice staff say the extended hours must be properly funded and staffed, rather than relying on tired doctors working extra shifts.$b$),

('a1000000-0000-4000-8000-000000000015',
 'England name uncapped fast bowler for winter tour',
 'Sports', 'Tom Ashworth', '3 min read', 'published', now() - interval '11 days', false,
 'A fast bowler in his delivery stride during a county match',
 'The uncapped bowler in county action last summer.', 'Oliver Brandt', null,
$b$England have included an uncapped fast bowler in their squad for the winter Test tour after a county season in which he took more than 60 wickets.

The 23-year-old, who bowls consistently above 90 miles per hour, was described by the selectors as "the kind of bowler who changes games on flat pitches".

Two experienced seamers have been rested, and a young opening batter keeps his place despite a difficult summer.$b$),

('a1000000-0000-4000-8000-000000000016',
 'The last tailor on Speke Avenue',
 'Feature', 'Chiedza Makoni', '8 min read', 'published', now() - interval '14 days', false,
 'An elderly tailor working at a sewing machine in a narrow shop',
 'Mr Chinembiri at work in the shop he has kept for 41 years.', 'Tafadzwa Mlambo', null,
$b$The shop is barely wider than the doorway, and the sewing machine takes up most of it. On the wall hang jackets waiting for collection, each pinned with a scrap of paper bearing a name and a date.

Mr Chinembiri has worked here for 41 years. He learned his trade from an uncle, took over the lease when the uncle retired, and has seen the street around him change beyond recognition.

"When I started, there were nine tailors on this block," he said, threading a needle without glasses. "Now there is me."

His customers are a mixture of old regulars, young men who want a suit for a wedding, and, increasingly, people bringing in clothes bought second-hand to be altered. Repairs now make up more than half of his work.

He charges little and talks a lot, which is part of the appeal. Customers stay to discuss football, politics and the price of bread while he measures and chalks.

The building's owner has plans to redevelop the block, and Mr Chinembiri does not know how long he can stay. He is not sentimental about it. "Things change," he said. "But a good jacket, you can wear it for twenty years. People will always need somebody who knows how to make it fit."

As the afternoon light came in through the door, a young man arrived to collect a suit for his sister's wedding. He tried on the jacket, turned in front of the small mirror, and smiled.

"Perfect," said Mr Chinembiri, and went back to his machine.$b$),

('a1000000-0000-4000-8000-000000000017',
 'Flooding in southern Brazil forces thousands from their homes',
 'Foreign', 'Ana Ribeiro', '3 min read', 'published', now() - interval '2 days 20 hours', false,
 'Rescue boats moving along a flooded street between houses',
 'Rescue teams in a flooded neighbourhood.', 'Marcus Hale', null,
$b$Heavy rain in southern Brazil has forced thousands of people from their homes after rivers burst their banks, with emergency services using boats to rescue residents trapped on rooftops.

State authorities declared an emergency in more than twenty municipalities. Forecasters expect further rain over the coming days.

Aid organisations have set up shelters in schools and sports halls and are appealing for drinking water, blankets and nappies.$b$),

('a1000000-0000-4000-8000-000000000018',
 'Small businesses wary as new digital tax reporting rules approach',
 'Business & Finance', 'Eleanor Whitfield', '5 min read', 'published', now() - interval '15 days', false,
 'A small business owner reviewing accounts on a laptop in a workshop',
 'A joinery owner reviews his quarterly figures.', 'Daniel Price', null,
$b$Self-employed workers and landlords in the UK face a new regime of quarterly digital tax reporting from next April, and many say they are still unclear about what they will need to do.

Under the rules, people with income above a threshold will need to keep digital records and send updates to the tax authority every three months using approved software.

Accountants say the shift could reduce errors and help people budget for their tax bills, but warn that many sole traders still keep paper records and will need time and support to adapt.

"The principle is sensible. The timetable is tight," said one accountant who works with tradespeople in the Midlands. "We are advising clients to choose software now and practise with it before it becomes compulsory."

Business groups have asked for a soft landing with no penalties in the first year.$b$),

('a1000000-0000-4000-8000-000000000019',
 'Parliament committee questions ministers over delayed devolution funds',
 'Politics, Legal & Governance', 'Nyasha Dube', '4 min read', 'published', now() - interval '16 days', false,
 'A parliamentary committee room with members seated around a horseshoe table',
 'Members of the committee during Tuesday''s hearing.', 'Simbarashe Gwatidzo', null,
$b$A parliamentary committee in Harare has questioned treasury officials over delays in releasing devolution funds to provincial councils, with members saying some projects have stalled for months.

Councils are meant to receive a share of national revenue to spend on local priorities such as clinics, schools and roads. Committee members said several councils had received less than half of their allocation by the end of the third quarter.

Officials told the committee that revenue shortfalls earlier in the year had forced the treasury to prioritise salaries, and promised that outstanding amounts would be released before the end of the financial year.

Committee members asked for a written schedule of payments.$b$),

('a1000000-0000-4000-8000-000000000020',
 'Heatwave warning issued for parts of southern Europe',
 'Health & Environment', 'Jonas Becker', '3 min read', 'published', now() - interval '18 days', false,
 'Tourists sheltering in the shade of trees in a sunlit city square',
 'Visitors seek shade in a city square.', 'Oliver Brandt', null,
$b$Meteorological services in several southern European countries have issued heat warnings, with temperatures expected to climb well above average for the time of year.

Health authorities advise people to avoid strenuous activity in the middle of the day, drink plenty of water and check on elderly neighbours.

Scientists say such late-season heat is becoming more frequent.$b$),

('a1000000-0000-4000-8000-000000000021',
 'Young Zimbabwean sprinter breaks national junior 200m record',
 'Sports', 'Kudakwashe Sibanda', '3 min read', 'published', now() - interval '13 days', false,
 'A sprinter crossing the finish line on a red running track',
 'The record-breaking run at the national junior championships.', 'Thandiwe Khumalo', null,
$b$A 17-year-old sprinter from Masvingo broke the national junior record for the 200 metres at the championships in Harare on Saturday, clocking a time that would have placed her in the final of last year's African junior championships.

Her coach said she trains on a grass track at her school and had only recently started working with starting blocks.

"She has a gift, and she works harder than anyone," he said. "Now we need to find her competition and proper facilities."$b$),

('a1000000-0000-4000-8000-000000000022',
 'Edinburgh gallery reunites a Scottish colourist''s lost series',
 'Arts & Culture', 'Harriet Greene', '4 min read', 'published', now() - interval '17 days', false,
 'Visitors looking at bright still-life paintings in a gallery',
 'The reunited series on display.', 'Oliver Brandt', null,
$b$An Edinburgh gallery has brought together for the first time in almost a century a series of still-life paintings by a Scottish colourist that were sold separately after his death and scattered across private collections.

Curators spent four years tracing the twelve paintings, two of which turned up in a family home in Canada and one in a hotel in the Highlands.

Seen together, the works show the artist returning again and again to the same jug, fan and oranges under changing light. The exhibition runs until February.$b$),

('a1000000-0000-4000-8000-000000000023',
 'Mutare rail link upgrade promises faster freight to Beira',
 'Business & Finance', 'Farai Mutasa', '5 min read', 'published', now() - interval '19 days', false,
 'A freight train with container wagons crossing a bridge in hilly country',
 'A freight train near Mutare.', 'Tafadzwa Mlambo', null,
$b$Work to upgrade the railway between Harare and Mutare is due to finish next year, according to the contractors, who say the project will cut freight journey times to the port of Beira in Mozambique by several hours.

The upgrade involves replacing worn track, strengthening bridges and installing new signalling on the most heavily used section.

Exporters of tobacco, citrus and minerals have long complained that congestion on the roads to the coast adds cost and delay. A reliable rail service, they say, would make Zimbabwean goods more competitive.

Rail unions have welcomed the investment but want assurances about jobs and training for the new signalling systems.$b$),

('a1000000-0000-4000-8000-000000000024',
 'Scottish councils agree plan to protect rural bus routes',
 'Politics, Legal & Governance', 'Fiona MacLeod', '3 min read', 'published', now() - interval '21 days', false,
 'A single-decker bus on a narrow Highland road beside a loch',
 'A rural bus service in the Highlands.', 'Marcus Hale', null,
$b$A group of Scottish councils has agreed a joint plan to protect rural bus routes threatened by falling passenger numbers and rising operating costs.

The councils will pool funding to guarantee a minimum timetable on routes connecting villages to towns with hospitals, colleges and railway stations.

Campaigners say the plan is a start, but that buses need secure long-term funding rather than annual rescues.$b$),

('a1000000-0000-4000-8000-000000000025',
 'Cholera prevention campaign reaches schools in Harare''s western suburbs',
 'Health & Environment', 'Rutendo Chari', '4 min read', 'published', now() - interval '22 days', false,
 'Schoolchildren washing their hands at a row of outdoor taps',
 'Pupils at a hand-washing station installed during the campaign.', 'Farai Chikore', null,
$b$Health workers and volunteers have visited more than 80 schools in Harare's western suburbs as part of a campaign to prevent cholera ahead of the rainy season.

The campaign installs hand-washing stations, distributes water treatment tablets and trains pupils as "health ambassadors" who pass on advice to their families.

Health officials say outbreaks are most likely where water supply is irregular and sewers overflow during heavy rain. They urge residents to boil or treat drinking water and to seek help quickly if anyone develops severe diarrhoea.

Teachers say pupils have taken to the ambassador role with enthusiasm. "The children are teaching their parents," one headteacher said.$b$),

('a1000000-0000-4000-8000-000000000026',
 'Rugby: Sables name squad for regional tournament in Nairobi',
 'Sports', 'Tom Ashworth', '2 min read', 'published', now() - interval '23 days', false,
 'Rugby players contesting a lineout',
 'The Sables in training.', 'Simbarashe Gwatidzo', null,
$b$Zimbabwe's national rugby team, the Sables, have named a 28-man squad for a regional tournament in Nairobi next month, including six players based abroad.

The coach said the squad blends experience with young players who impressed in the domestic league.$b$),

('a1000000-0000-4000-8000-000000000027',
 'A walking guide to the Chimanimani mountains',
 'Arts & Culture - Travel', 'Sophie Alder', '6 min read', 'published', now() - interval '24 days', false,
 'A hiker on a rocky path with mist-covered mountains behind',
 'The path towards the main ridge in Chimanimani National Park.', 'Rufaro Nhamo', null,
$b$The Chimanimani mountains on Zimbabwe's eastern border are among the most beautiful walking country in southern Africa: sandstone peaks, clear streams, caves to sleep in and almost nobody else around.

Most walkers start at the base camp near Mutekeswane, where you register with park staff and pay your fees. From there, a steep path climbs for about three hours to the plateau, where a mountain hut offers basic shelter.

From the hut, day walks lead to waterfalls, natural pools and the summit of Binga, the highest point, on the border with Mozambique. The paths are not always well marked, and mist can descend quickly, so a local guide is strongly recommended.

The best time to visit is between April and October, when the weather is dry and clear. Nights on the plateau can be cold, even in summer.

Bring all your food, a good sleeping bag and a stove. Leave nothing behind. The park is recovering from the cyclone damage of recent years, and local guides will tell you how much it matters to the communities below that visitors come back.$b$),

('a1000000-0000-4000-8000-000000000028',
 'Choir from Gwanda wins national schools competition',
 'Arts & Culture - Music', 'Sipho Ndlovu', '2 min read', 'published', now() - interval '25 days', false,
 'A school choir in uniforms singing on a stage',
 'The winning choir during the final.', 'Thandiwe Khumalo', null,
$b$A secondary school choir from Gwanda has won the national schools choral competition with a performance that combined a traditional Ndebele song with a setting of a Shona poem.

The choir's conductor, a music teacher, said her pupils had rehearsed every lunchtime for six months.$b$),

('a1000000-0000-4000-8000-000000000029',
 'The rise of the repair cafe',
 'Arts & Culture - Lifestyle', 'Grace Holloway', '4 min read', 'published', now() - interval '26 days', false,
 'Volunteers repairing a toaster and a lamp at a community table',
 'Volunteers at a Saturday repair cafe in Bristol.', 'Daniel Price', null,
$b$On the first Saturday of the month, a church hall in Bristol fills with broken things: toasters, lamps, jeans with torn knees, bicycles with buckled wheels, and the people who want them fixed.

The repair cafe is run by volunteers, many of them retired engineers and seamstresses, who teach visitors to mend their belongings rather than throw them away. There is tea and cake, and no charge, though donations are welcome.

Organisers say they fix about two-thirds of the items that come through the door. The rest, at least, go home with a diagnosis.

There are now hundreds of such cafes around the UK. Supporters see them as a practical answer to waste and rising prices, and as a way of passing on skills that might otherwise disappear.$b$),

('a1000000-0000-4000-8000-000000000030',
 'New anthology gathers voices from Zimbabwe''s diaspora',
 'Arts & Culture - Literature', 'Tatenda Mupfumi', '3 min read', 'published', now() - interval '27 days', false,
 'A stack of books with colourful covers on a table at a book launch',
 'Copies of the anthology at its London launch.', 'Chipo Matenga', null,
$b$A new anthology brings together short stories, poems and essays by 30 Zimbabwean writers living in Britain, South Africa, the United States and Australia.

The editors say the collection explores what home means when it is far away, and how families stay connected across continents through phone calls, remittances and recipes.

The book was launched in London and will be launched in Harare and Johannesburg early next year.$b$),

('a1000000-0000-4000-8000-000000000031',
 'Harare theatre company takes township musical to Edinburgh',
 'Arts & Culture - Theatre', 'Chiedza Makoni', '4 min read', 'published', now() - interval '28 days', false,
 'Performers dancing on a stage with bright costumes and a painted backdrop',
 'The company rehearsing in Harare before the tour.', 'Tafadzwa Mlambo', null,
$b$A Harare theatre company will take its musical about life in a high-density suburb to Edinburgh next summer after winning a place in an international showcase.

The production, which mixes jit, gospel and spoken word, tells the story of a family running a tuck shop through a year of power cuts, weddings and football matches.

The company is raising money for flights and accommodation and hopes to perform in London on the way home.$b$),

('a1000000-0000-4000-8000-000000000032',
 'Inside the volunteer team that keeps a Highland lifeboat at sea',
 'Feature', 'Fiona MacLeod', '7 min read', 'published', now() - interval '29 days', false,
 'An orange lifeboat crashing through waves near a rocky coastline',
 'The lifeboat on an exercise off the west coast.', 'Marcus Hale', null,
$b$When the pagers go off, the crew of the lifeboat have ten minutes to get from wherever they are to the station at the end of the pier. They are fishermen, a plumber, a teacher, a nurse and a woman who runs the village shop, and none of them is paid.

The station answers around 40 calls a year: yachts with engine failure, walkers cut off by the tide, fishing boats in trouble in winter storms. Some calls end with a tow back to harbour; some end in tragedy.

Training takes up two evenings a week and many weekends. Crew members learn navigation, first aid, engine repair and how to pull a person from cold water without injuring them.

"You do not do it for thanks," said the coxswain, who has served for 22 years. "You do it because one day it might be your brother out there, or your neighbour's child."

The station relies entirely on donations. The village raises money with ceilidhs, raffles and an annual swim in the harbour, which takes place whatever the weather.

Recruitment is becoming harder as young people leave for the cities, and the crew worry about who will replace them. But on a training night in October, two new volunteers, both in their twenties, were learning to tie knots in the boathouse.

"This place looked after my family," said one of them. "Now it is my turn."$b$),

('a1000000-0000-4000-8000-000000000033',
 'Kenya and Tanzania agree to ease border trade for small traders',
 'Foreign', 'Ana Ribeiro', '3 min read', 'published', now() - interval '30 days', false,
 'Trucks and traders at a busy East African border crossing',
 'Traders at a border post between Kenya and Tanzania.', 'Oliver Brandt', null,
$b$Kenya and Tanzania have agreed to simplify border procedures for small-scale traders, who will be able to cross with goods below a set value using a single simplified form.

Traders' associations, many of whose members are women selling food and household goods, say long queues and informal payments at the border have eaten into their earnings for years.

The measures are due to take effect early next year.$b$),

('a1000000-0000-4000-8000-000000000034',
 'Energy bills: what the new price cap means for your household',
 'Business & Finance', 'Eleanor Whitfield', '5 min read', 'published', now() - interval '31 hours', false,
 'A smart energy meter display on a kitchen counter',
 'A smart meter showing daily energy use.', 'Daniel Price', null,
$b$The energy regulator has announced a small rise in the price cap for the coming quarter, which will add a modest amount to the typical household's annual bill.

The cap limits the rates suppliers can charge for each unit of gas and electricity and the daily standing charge, rather than the total bill. Households that use more energy will pay more.

Consumer groups urge people to submit meter readings before the change, to check whether a fixed tariff would save them money, and to contact their supplier early if they are struggling to pay.

Charities warn that standing charges, which are paid regardless of how much energy is used, hit low-income households hardest.$b$),

('a1000000-0000-4000-8000-000000000035',
 'Local elections: independent candidates gain ground in market towns',
 'Politics, Legal & Governance', 'Fiona MacLeod', '4 min read', 'published', now() - interval '32 days', false,
 'Voters walking into a polling station in a village hall',
 'A polling station in a market town.', 'Marcus Hale', null,
$b$Independent candidates and local residents' groups made gains in several English market towns in this week's council by-elections, a trend analysts say reflects frustration with national parties over local issues such as planning, parking and high streets.

In one town, an independent who campaigned to save a threatened swimming pool won a seat held by the same party for two decades.

Party strategists played down the results, noting low turnout, but some councillors said they showed the importance of local campaigning.$b$),

('a1000000-0000-4000-8000-000000000036',
 'Drought-tolerant sorghum gains favour with farmers in Matabeleland',
 'Health & Environment', 'Nyasha Dube', '5 min read', 'published', now() - interval '33 days', false,
 'Tall sorghum plants with red seed heads in a dry field',
 'Sorghum ready for harvest near Plumtree.', 'Thandiwe Khumalo', null,
$b$Farmers in Matabeleland South are planting more sorghum and millet as erratic rains make maize an increasingly risky crop in the dry south-west.

Agricultural extension workers say small grains need less water and tolerate heat better. New varieties mature faster and are less attractive to birds, one of the main complaints about sorghum in the past.

Processing is another barrier. Sorghum is harder to mill than maize, so a network of small community mills has been set up to make it easier for families to turn their harvest into meal.

"My grandmother grew sorghum. Then everyone grew maize," said one farmer near Plumtree. "Now we are going back, because the rain has changed."$b$),

('a1000000-0000-4000-8000-000000000037',
 'Women''s Super League: title race tightens after weekend upsets',
 'Sports', 'Tom Ashworth', '3 min read', 'published', now() - interval '34 days', false,
 'Women footballers competing for the ball in front of a large crowd',
 'Action from Sunday''s match.', 'Oliver Brandt', null,
$b$The Women's Super League title race has tightened after the two leading clubs both dropped points at the weekend, leaving four teams separated by three points.

One leader was held to a goalless draw away from home, while the other was beaten by a late penalty. Attendances continue to rise, with the weekend's matches watched by more than 60,000 spectators in total.$b$),

('a1000000-0000-4000-8000-000000000038',
 'Victoria Falls town prepares for record visitor numbers',
 'Arts & Culture - Travel', 'Rutendo Chari', '4 min read', 'published', now() - interval '35 days', false,
 'Spray rising from Victoria Falls with a rainbow over the gorge',
 'The falls near the end of the rainy season.', 'Rufaro Nhamo', null,
$b$Hotels and lodges in Victoria Falls are preparing for record visitor numbers over the holiday season, with operators reporting strong bookings from Europe, the United States and neighbouring countries.

New flight connections and an expanded airport have made the town easier to reach. Tour operators say adventure activities, from white-water rafting to bungee jumping from the bridge, remain popular, as do quieter sunset cruises on the Zambezi.

Residents want more of the tourism income to stay in the community, through local jobs, suppliers and craft markets.$b$),

('a1000000-0000-4000-8000-000000000039',
 'Album review: a Mbira master''s first record in twenty years',
 'Arts & Culture - Music', 'Sipho Ndlovu', '3 min read', 'published', now() - interval '36 days', false,
 'Hands playing a mbira with its metal keys',
 'The mbira used on the recording.', 'Chipo Matenga', null,
$b$Twenty years after his last album, one of the most respected mbira players of his generation has returned with a record of quiet, hypnotic beauty.

Recorded in a single afternoon in a rural homestead, the album captures the interlocking patterns of two mbiras, a hosho shaker and, on three tracks, the voices of the player's grandchildren.

It is a record that rewards patience. Play it loud, in the evening, and let it work.$b$),

('a1000000-0000-4000-8000-000000000040',
 'Office workers trade commutes for co-working spaces in small towns',
 'Arts & Culture - Lifestyle', 'Sophie Alder', '4 min read', 'published', now() - interval '37 days', false,
 'People working on laptops in a converted town-centre shop',
 'A co-working space in a former bank branch.', 'Daniel Price', null,
$b$Empty shops and bank branches in small towns are being turned into co-working spaces for people who no longer commute to the city every day but do not want to work at the kitchen table.

The spaces offer desks by the day or month, fast broadband and, crucially, company. Owners say their members include accountants, software developers, charity workers and writers.

Town centre managers see them as a way to bring footfall back to the high street, as members buy lunch, coffee and groceries nearby.$b$),

('a1000000-0000-4000-8000-000000000041',
 'Poet''s collection on Harare''s streets named book of the year',
 'Arts & Culture - Literature', 'Tatenda Mupfumi', '3 min read', 'published', now() - interval '38 days', false,
 'An open poetry book resting on a park bench',
 'The collection, photographed in Harare Gardens.', 'Chipo Matenga', null,
$b$A poetry collection that walks the streets of Harare from dawn to midnight has been named book of the year by a national writers' association.

The poems take their titles from street names and bus stops, and are full of vendors, preachers, students and night-shift workers.

The poet, who works as a librarian, said she wrote many of the poems on her phone while waiting for kombis.$b$),

('a1000000-0000-4000-8000-000000000042',
 'Regional theatre festival opens with a play about climate migration',
 'Arts & Culture - Theatre', 'Harriet Greene', '3 min read', 'published', now() - interval '39 days', false,
 'A dimly lit stage with actors standing among suitcases',
 'A scene from the opening production.', 'Oliver Brandt', null,
$b$A regional theatre festival in the north of England opened this week with a new play about a family forced to leave a coastal village as the sea advances.

The play was developed with residents of real communities facing coastal erosion, and several of their stories are woven into the script.

The festival runs for two weeks across five venues.$b$),

('a1000000-0000-4000-8000-000000000043',
 'The women rebuilding Chimanimani, one house at a time',
 'Feature', 'Nyasha Dube', '8 min read', 'published', now() - interval '40 hours', false,
 'Women laying bricks for a new house on a hillside',
 'Builders at work on a new home in Ngangu.', 'Tafadzwa Mlambo', null,
$b$On a hillside above Chimanimani town, a group of women in overalls are laying the last courses of brick on a two-room house. It will be the 47th home they have built since the cyclone that swept through the district and left thousands homeless.

The women trained as builders through a community programme that began as emergency relief and turned into something more lasting. Most had never held a trowel before.

"At first the men laughed," said Memory Sithole, who leads one of the teams. "Now they ask us for jobs."

Each house is built on safer ground, away from the river channels that flooded, with foundations designed for heavy rain. Families contribute labour, and the programme provides materials and training.

The work has given the builders an income and a trade. Several have started taking private contracts, building kitchens and boundary walls for neighbours.

Recovery in Chimanimani has been slow. Roads washed away in the storm have been rebuilt, but some families still live in temporary shelters. The women say their programme needs more funding to reach everyone who needs a home.

As the sun sets, they pack their tools into a wheelbarrow and walk down the hill together, singing. Tomorrow they start the 48th house.$b$),

('a1000000-0000-4000-8000-000000000044',
 'UN talks on plastic pollution treaty end without agreement',
 'Foreign', 'Jonas Becker', '4 min read', 'published', now() - interval '41 days', false,
 'Plastic waste washed up on a beach',
 'Plastic waste on a beach in West Africa.', 'Marcus Hale', null,
$b$International negotiations on a treaty to curb plastic pollution have ended without agreement, with countries divided over whether to cap the production of new plastic.

A large group of nations wanted binding limits on production, while several oil- and plastic-producing states argued that the treaty should focus on waste management and recycling.

Delegates agreed to meet again next year. Environmental groups described the outcome as a missed opportunity.$b$),

-- Scheduled: published, with published_at in the future; they appear on their own at that time.
('a1000000-0000-4000-8000-000000000045',
 'Budget preview: what to expect from the Chancellor''s statement',
 'Business & Finance', 'Eleanor Whitfield', '5 min read', 'published', now() + interval '1 day 3 hours', false,
 'The Treasury building in Whitehall', 'HM Treasury in Whitehall.', 'Marcus Hale', null,
$b$The Chancellor will deliver the autumn statement this week against a backdrop of sluggish growth and pressure on public services.

Economists expect modest changes to tax thresholds and a focus on investment in infrastructure and skills. Our full guide explains what each measure could mean for households and businesses.$b$),

('a1000000-0000-4000-8000-000000000046',
 'Harare Marathon: route changes and road closures announced',
 'Sports', 'Kudakwashe Sibanda', '3 min read', 'published', now() + interval '3 days', false,
 'Runners on a wide city road at dawn', 'Runners in last year''s marathon.', 'Simbarashe Gwatidzo', null,
$b$Organisers of the Harare Marathon have announced changes to this year's route, which will start and finish at the National Sports Stadium.

Several roads will be closed from 4am until midday on race day. Motorists are advised to plan alternative routes.$b$),

-- Drafts: visible to editors only.
('a1000000-0000-4000-8000-000000000047',
 'Draft: council housing waiting lists, the numbers behind the queue',
 'Politics, Legal & Governance', 'Tendai Moyo', '6 min read', 'draft', null, false,
 null, null, null, null,
$b$Working draft. Figures from five councils still to be confirmed; awaiting responses to freedom of information requests.$b$),

('a1000000-0000-4000-8000-000000000048',
 'Draft: a season with the Zambezi river guides',
 'Feature', 'Chiedza Makoni', '9 min read', 'draft', null, false,
 null, null, null, null,
$b$Notes from three trips on the river. Interview transcripts to be added; photographs selected but not yet captioned.$b$)
on conflict (id) do nothing;

-- Stories written as documents (issue 48, docs/product/story-documents.md): subheadings, links to
-- sources and to other seeded stories, a pull quote, a fact box, an inline photo (a seeded essay's
-- image in blog-images), a YouTube and an X embed (shown as privacy facades), lists and a table.
-- summary is derived from body by the database; these stories are older than every other one, so
-- the newest lists, the news sitemap and the related stories of the rest are as before.
insert into public.news_stories
  (id, title, category, author, read_time, status, published_at, is_featured, image_alt, image_caption, image_author, image_url, body)
values
('a1000000-0000-4000-8000-000000000049',
 'Kariba''s falling lake: what the drought means for Zimbabwe''s power supply',
 'Health & Environment', 'Nyasha Dube', '4 min read', 'published', now() - interval '42 days', false,
 'The curved wall of the Kariba dam with the lake far below its usual level',
 'The dam wall at Kariba, where the lake is close to its minimum operating level.', 'Rufaro Nhamo', null,
$j${
 "type": "doc",
 "content": [
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "The level of Lake Kariba has fallen to within two metres of the point at which the hydro-electric plants on its shores must stop drawing water, according to the latest "
    },
    {
     "type": "text",
     "text": "weekly bulletin from the river authority",
     "marks": [
      {
       "type": "link",
       "attrs": {
        "href": "https://www.zambezira.example/lake-levels"
       }
      }
     ]
    },
    {
     "type": "text",
     "text": ", after a second poor rainy season in the upper Zambezi catchment."
    }
   ]
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "Engineers at Kariba South say output has already been cut to a third of the station's capacity, and households across Zimbabwe are living with load-shedding schedules of up to twelve hours a day."
    }
   ]
  },
  {
   "type": "heading",
   "attrs": {
    "level": 2
   },
   "content": [
    {
     "type": "text",
     "text": "How low is the lake?"
    }
   ]
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "The authority measures the lake against its minimum operating level of 475.5 metres above sea level. Water released for power generation is allocated in shares between Zimbabwe and Zambia, and both countries have agreed to stay within a reduced allocation until the next rains."
    }
   ]
  },
  {
   "type": "table",
   "content": [
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableHeader",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Month"
          }
         ]
        }
       ]
      },
      {
       "type": "tableHeader",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Level (metres)"
          }
         ]
        }
       ]
      },
      {
       "type": "tableHeader",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Usable storage"
          }
         ]
        }
       ]
      }
     ]
    },
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "August"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "478.9"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "21%"
          }
         ]
        }
       ]
      }
     ]
    },
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "September"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "478.1"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "15%"
          }
         ]
        }
       ]
      }
     ]
    },
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "October"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "477.4"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "10%"
          }
         ]
        }
       ]
      }
     ]
    },
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "November"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "477.2"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "8%"
          }
         ]
        }
       ]
      }
     ]
    }
   ]
  },
  {
   "type": "image",
   "attrs": {
    "src": "blog-images/seed/essays/a2000000-0000-4000-8000-000000000008.jpg",
    "alt": "Fishing boats pulled up on a wide sandy shore far below the old waterline",
    "caption": "The shoreline at Binga has retreated by hundreds of metres since the last full season.",
    "credit": "Thandiwe Khumalo",
    "focalX": 50,
    "focalY": 40
   }
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "Fishing communities on the southern shore, whose "
    },
    {
     "type": "text",
     "text": "kapenta catch",
     "marks": [
      {
       "type": "link",
       "attrs": {
        "href": "/story/a1000000-0000-4000-8000-000000000010"
       }
      }
     ]
    },
    {
     "type": "text",
     "text": " depends on the lake's open water, report smaller landings and longer journeys to reach deeper water."
    }
   ]
  },
  {
   "type": "pullQuote",
   "attrs": {
    "attribution": "Memory Sibanda, a kapenta rig operator in Binga"
   },
   "content": [
    {
     "type": "text",
     "text": "We used to fish within sight of the harbour. Now we burn half the night's diesel just getting out."
    }
   ]
  },
  {
   "type": "heading",
   "attrs": {
    "level": 2
   },
   "content": [
    {
     "type": "text",
     "text": "What it means for load-shedding"
    }
   ]
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "Power utility officials told a briefing on Tuesday that imports and the coal-fired Hwange station would cover "
    },
    {
     "type": "text",
     "text": "part",
     "marks": [
      {
       "type": "italic"
      }
     ]
    },
    {
     "type": "text",
     "text": " of the shortfall, but not all of it. Their advice to households was:"
    }
   ]
  },
  {
   "type": "orderedList",
   "attrs": {
    "start": 1
   },
   "content": [
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Check the published schedule for your area each morning, as it changes with the lake's allocation."
        }
       ]
      }
     ]
    },
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Run heavy appliances such as geysers and pumps "
        },
        {
         "type": "text",
         "text": "outside",
         "marks": [
          {
           "type": "bold"
          }
         ]
        },
        {
         "type": "text",
         "text": " the evening peak between 5pm and 9pm."
        }
       ]
      }
     ]
    },
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Report faults on the utility's emergency line rather than through social media."
        }
       ]
      }
     ]
    }
   ]
  },
  {
   "type": "factBox",
   "attrs": {
    "title": "Lake Kariba in numbers"
   },
   "content": [
    {
     "type": "bulletList",
     "content": [
      {
       "type": "listItem",
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Built 1955 to 1959; one of the largest man-made lakes in the world by volume"
          }
         ]
        }
       ]
      },
      {
       "type": "listItem",
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Shared by Zimbabwe and Zambia, managed jointly by the river authority"
          }
         ]
        }
       ]
      },
      {
       "type": "listItem",
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Kariba South's capacity: 1,050 megawatts"
          }
         ]
        }
       ]
      },
      {
       "type": "listItem",
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Minimum operating level: 475.5 metres above sea level"
          }
         ]
        }
       ]
      }
     ]
    }
   ]
  },
  {
   "type": "heading",
   "attrs": {
    "level": 3
   },
   "content": [
    {
     "type": "text",
     "text": "Watch: the lake from the air"
    }
   ]
  },
  {
   "type": "embed",
   "attrs": {
    "provider": "youtube",
    "url": "https://www.youtube.com/watch?v=kP9TfCWaQT4"
   }
  },
  {
   "type": "heading",
   "attrs": {
    "level": 2
   },
   "content": [
    {
     "type": "text",
     "text": "What happens next"
    }
   ]
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "Forecasters expect the first significant rains within weeks, but the lake responds slowly: inflows from the upper catchment take months to arrive. Farmers have already been turning to hardier crops, as we reported in "
    },
    {
     "type": "text",
     "text": "our story on drought-tolerant sorghum",
     "marks": [
      {
       "type": "link",
       "attrs": {
        "href": "/story/a1000000-0000-4000-8000-000000000036"
       }
      }
     ]
    },
    {
     "type": "text",
     "text": "."
    }
   ]
  },
  {
   "type": "relatedStory",
   "attrs": {
    "storyId": "a1000000-0000-4000-8000-000000000036"
   }
  },
  {
   "type": "horizontalRule"
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "This story was updated to correct the month of the authority's bulletin.",
     "marks": [
      {
       "type": "italic"
      }
     ]
    }
   ]
  }
 ]
}$j$::jsonb),

('a1000000-0000-4000-8000-000000000050',
 'Winter energy bills: the new price cap, and five ways households are cutting costs',
 'Business & Finance', 'Eleanor Whitfield', '4 min read', 'published', now() - interval '43 days', false,
 'A hand adjusting the dial of a radiator valve in a cold sitting room',
 'Turning radiators down is one of the cheapest savings advice groups suggest.', 'Marcus Hale', null,
$j${
 "type": "doc",
 "content": [
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "Households in Great Britain face a winter of energy bills that remain well above their level of five years ago, even after the regulator's latest quarterly cap came into force on Wednesday. "
    },
    {
     "type": "text",
     "text": "Read the regulator's announcement",
     "marks": [
      {
       "type": "link",
       "attrs": {
        "href": "https://www.energyregulator.example/price-cap"
       }
      }
     ]
    },
    {
     "type": "text",
     "text": " and "
    },
    {
     "type": "text",
     "text": "our guide to what the cap means for your household",
     "marks": [
      {
       "type": "link",
       "attrs": {
        "href": "/story/a1000000-0000-4000-8000-000000000034"
       }
      }
     ]
    },
    {
     "type": "text",
     "text": "."
    }
   ]
  },
  {
   "type": "heading",
   "attrs": {
    "level": 2
   },
   "content": [
    {
     "type": "text",
     "text": "What the cap covers"
    }
   ]
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "The cap limits the unit rate and the daily standing charge suppliers may set on a standard variable tariff. It is "
    },
    {
     "type": "text",
     "text": "not",
     "marks": [
      {
       "type": "bold"
      }
     ]
    },
    {
     "type": "text",
     "text": " a limit on the total bill: a household that uses more pays more."
    }
   ]
  },
  {
   "type": "table",
   "content": [
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableHeader",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Household"
          }
         ]
        }
       ]
      },
      {
       "type": "tableHeader",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Typical use"
          }
         ]
        }
       ]
      },
      {
       "type": "tableHeader",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Yearly bill, old cap"
          }
         ]
        }
       ]
      },
      {
       "type": "tableHeader",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Yearly bill, new cap"
          }
         ]
        }
       ]
      }
     ]
    },
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Flat, one person"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "1,800 kWh electricity, 7,500 kWh gas"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "£1,128"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "£1,104"
          }
         ]
        }
       ]
      }
     ]
    },
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "House, family of four"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "2,700 kWh electricity, 11,500 kWh gas"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "£1,717"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "£1,690"
          }
         ]
        }
       ]
      }
     ]
    },
    {
     "type": "tableRow",
     "content": [
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Electric heating only"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "4,200 kWh electricity"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "£1,356"
          }
         ]
        }
       ]
      },
      {
       "type": "tableCell",
       "attrs": {
        "colspan": 1,
        "rowspan": 1,
        "colwidth": null
       },
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "£1,331"
          }
         ]
        }
       ]
      }
     ]
    }
   ]
  },
  {
   "type": "heading",
   "attrs": {
    "level": 2
   },
   "content": [
    {
     "type": "text",
     "text": "Five ways households are cutting their bills"
    }
   ]
  },
  {
   "type": "bulletList",
   "content": [
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Turning the boiler's flow temperature down to 60C, which advice groups say can trim a gas bill by "
        },
        {
         "type": "text",
         "text": "up to",
         "marks": [
          {
           "type": "italic"
          }
         ]
        },
        {
         "type": "text",
         "text": " a tenth."
        }
       ]
      }
     ]
    },
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Switching to a fixed tariff where one undercuts the cap for a whole year."
        }
       ]
      }
     ]
    },
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Claiming the warm home discount where eligible; the scheme is now paid automatically to most who qualify."
        }
       ]
      }
     ]
    },
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Draught-proofing doors and letterboxes, a job of an afternoon and "
        },
        {
         "type": "text",
         "text": "£40",
         "marks": [
          {
           "type": "strike"
          }
         ]
        },
        {
         "type": "text",
         "text": " about £30 in materials."
        }
       ]
      }
     ]
    },
    {
     "type": "listItem",
     "content": [
      {
       "type": "paragraph",
       "content": [
        {
         "type": "text",
         "text": "Reading the meter monthly so that direct debits reflect what is actually used."
        }
       ]
      }
     ]
    }
   ]
  },
  {
   "type": "blockquote",
   "content": [
    {
     "type": "paragraph",
     "content": [
      {
       "type": "text",
       "text": "Standing charges are the part of the bill people can do nothing about, and they have risen fastest. We want them looked at again before next winter."
      }
     ]
    },
    {
     "type": "paragraph",
     "content": [
      {
       "type": "text",
       "text": "— Helen Marsh, director of a consumer advice charity"
      }
     ]
    }
   ]
  },
  {
   "type": "pullQuote",
   "attrs": {
    "attribution": "Eleanor Whitfield, economics editor"
   },
   "content": [
    {
     "type": "text",
     "text": "The cap has stopped bills rising; it has not made them affordable."
    }
   ]
  },
  {
   "type": "heading",
   "attrs": {
    "level": 3
   },
   "content": [
    {
     "type": "text",
     "text": "Reaction online"
    }
   ]
  },
  {
   "type": "embed",
   "attrs": {
    "provider": "x",
    "url": "https://x.com/ChronicleMoney/status/1861234567890123456"
   }
  },
  {
   "type": "factBox",
   "attrs": {
    "title": "Where to get help"
   },
   "content": [
    {
     "type": "bulletList",
     "content": [
      {
       "type": "listItem",
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Your supplier must offer a payment plan if you fall behind: ask for it in writing at "
          },
          {
           "type": "text",
           "text": "help@supplier.example",
           "marks": [
            {
             "type": "link",
             "attrs": {
              "href": "mailto:help@supplier.example"
             }
            }
           ]
          },
          {
           "type": "text",
           "text": "."
          }
         ]
        }
       ]
      },
      {
       "type": "listItem",
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Citizens advice services can check which grants you qualify for."
          }
         ]
        }
       ]
      },
      {
       "type": "listItem",
       "content": [
        {
         "type": "paragraph",
         "content": [
          {
           "type": "text",
           "text": "Councils run household support funds for emergency help with bills."
          }
         ]
        }
       ]
      }
     ]
    }
   ]
  },
  {
   "type": "heading",
   "attrs": {
    "level": 2
   },
   "content": [
    {
     "type": "text",
     "text": "Interest rates and the months ahead"
    }
   ]
  },
  {
   "type": "paragraph",
   "content": [
    {
     "type": "text",
     "text": "The Bank of England's decision to "
    },
    {
     "type": "text",
     "text": "hold rates",
     "marks": [
      {
       "type": "link",
       "attrs": {
        "href": "/story/a1000000-0000-4000-8000-000000000002"
       }
      }
     ]
    },
    {
     "type": "text",
     "text": " means little relief on mortgages before the spring, and economists expect the next quarterly cap to move by only a few pounds either way."
    }
   ]
  },
  {
   "type": "relatedStory",
   "attrs": {
    "storyId": "a1000000-0000-4000-8000-000000000018"
   }
  }
 ]
}$j$::jsonb)
on conflict (id) do nothing;

-- Two stories point at an image host that never resolves, to exercise the placeholder.
update public.news_stories set image_url = 'https://images.invalid/chronicle/kariba-houseboat.jpg'
 where id = 'a1000000-0000-4000-8000-000000000006' and image_url is null;
update public.news_stories set image_url = 'https://images.invalid/chronicle/sables-lineout.jpg'
 where id = 'a1000000-0000-4000-8000-000000000026' and image_url is null;

-- Authors: one for every byline above; each story credits its byline's author --------------------
insert into public.authors (id, name, slug, role_title, bio) values
('b1000000-0000-4000-8000-000000000001', 'Tendai Moyo', 'tendai-moyo', 'Harare correspondent',
 'Covers city hall, the courts and how Harare gets around.'),
('b1000000-0000-4000-8000-000000000002', 'Eleanor Whitfield', 'eleanor-whitfield', 'Economics editor',
 'Writes on interest rates, tax and household budgets from London.'),
('b1000000-0000-4000-8000-000000000003', 'Nyasha Dube', 'nyasha-dube', 'Environment correspondent',
 'Reports on farming, water and public health across Zimbabwe.'),
('b1000000-0000-4000-8000-000000000004', 'Kudakwashe Sibanda', 'kudakwashe-sibanda', 'Sports reporter',
 'Follows the Warriors, athletics and grassroots sport.'),
('b1000000-0000-4000-8000-000000000005', 'Harriet Greene', 'harriet-greene', 'Arts critic',
 'Reviews theatre and exhibitions in London and Edinburgh.'),
('b1000000-0000-4000-8000-000000000006', 'Chiedza Makoni', 'chiedza-makoni', 'Features writer',
 'Long reads on the people and places of Zimbabwe.'),
('b1000000-0000-4000-8000-000000000007', 'Sipho Ndlovu', 'sipho-ndlovu', 'Music writer',
 'Covers jazz, mbira and choirs from Bulawayo.'),
('b1000000-0000-4000-8000-000000000008', 'Sophie Alder', 'sophie-alder', 'Lifestyle writer',
 'Writes about food, work and travel.'),
('b1000000-0000-4000-8000-000000000009', 'Tatenda Mupfumi', 'tatenda-mupfumi', 'Books editor',
 'Reviews fiction and poetry from Zimbabwe and its diaspora.'),
('b1000000-0000-4000-8000-000000000010', 'Rutendo Chari', 'rutendo-chari', 'Senior reporter',
 'Health, travel and features from Harare.'),
('b1000000-0000-4000-8000-000000000011', 'Jonas Becker', 'jonas-becker', 'Europe correspondent',
 'Reports on European politics and climate from Berlin.'),
('b1000000-0000-4000-8000-000000000012', 'Farai Mutasa', 'farai-mutasa', 'Business reporter',
 'Covers banking, mobile money and infrastructure.'),
('b1000000-0000-4000-8000-000000000013', 'Grace Holloway', 'grace-holloway', 'Health correspondent',
 'Writes on the NHS and community life.'),
('b1000000-0000-4000-8000-000000000014', 'Tom Ashworth', 'tom-ashworth', 'Sports correspondent',
 'Cricket, rugby and womens football.'),
('b1000000-0000-4000-8000-000000000015', 'Fiona MacLeod', 'fiona-macleod', 'Scotland correspondent',
 'Local government and coastal communities in Scotland.'),
('b1000000-0000-4000-8000-000000000016', 'Ana Ribeiro', 'ana-ribeiro', 'Foreign correspondent',
 'Reports from Latin America and East Africa.')
on conflict (id) do nothing;

insert into public.story_authors (story_id, author_id, position)
select s.id, a.id, 0 from public.news_stories s join public.authors a on a.name = s.author
 where s.id::text like 'a1000000-0000-4000-8000-%'
on conflict do nothing;

-- Topic tags on published stories (and one scheduled: its topic shows it once it is due) --------
insert into public.tags (id, name, slug) values
('b2000000-0000-4000-8000-000000000001', 'Elections 2026', 'elections-2026'),
('b2000000-0000-4000-8000-000000000002', 'Cholera', 'cholera'),
('b2000000-0000-4000-8000-000000000003', 'Warriors', 'warriors'),
('b2000000-0000-4000-8000-000000000004', 'Harare', 'harare'),
('b2000000-0000-4000-8000-000000000005', 'Climate', 'climate'),
('b2000000-0000-4000-8000-000000000006', 'Cost of living', 'cost-of-living'),
('b2000000-0000-4000-8000-000000000007', 'Scotland', 'scotland')
on conflict (id) do nothing;

insert into public.story_tags (story_id, tag_id) values
('a1000000-0000-4000-8000-000000000035', 'b2000000-0000-4000-8000-000000000001'),
('a1000000-0000-4000-8000-000000000011', 'b2000000-0000-4000-8000-000000000001'),
('a1000000-0000-4000-8000-000000000019', 'b2000000-0000-4000-8000-000000000001'),
('a1000000-0000-4000-8000-000000000024', 'b2000000-0000-4000-8000-000000000001'),
('a1000000-0000-4000-8000-000000000025', 'b2000000-0000-4000-8000-000000000002'),
('a1000000-0000-4000-8000-000000000003', 'b2000000-0000-4000-8000-000000000002'),
('a1000000-0000-4000-8000-000000000004', 'b2000000-0000-4000-8000-000000000003'),
('a1000000-0000-4000-8000-000000000046', 'b2000000-0000-4000-8000-000000000003'),
('a1000000-0000-4000-8000-000000000001', 'b2000000-0000-4000-8000-000000000004'),
('a1000000-0000-4000-8000-000000000013', 'b2000000-0000-4000-8000-000000000004'),
('a1000000-0000-4000-8000-000000000025', 'b2000000-0000-4000-8000-000000000004'),
('a1000000-0000-4000-8000-000000000031', 'b2000000-0000-4000-8000-000000000004'),
('a1000000-0000-4000-8000-000000000046', 'b2000000-0000-4000-8000-000000000004'),
('a1000000-0000-4000-8000-000000000041', 'b2000000-0000-4000-8000-000000000004'),
('a1000000-0000-4000-8000-000000000016', 'b2000000-0000-4000-8000-000000000004'),
('a1000000-0000-4000-8000-000000000020', 'b2000000-0000-4000-8000-000000000005'),
('a1000000-0000-4000-8000-000000000036', 'b2000000-0000-4000-8000-000000000005'),
('a1000000-0000-4000-8000-000000000044', 'b2000000-0000-4000-8000-000000000005'),
('a1000000-0000-4000-8000-000000000017', 'b2000000-0000-4000-8000-000000000005'),
('a1000000-0000-4000-8000-000000000003', 'b2000000-0000-4000-8000-000000000005'),
('a1000000-0000-4000-8000-000000000002', 'b2000000-0000-4000-8000-000000000006'),
('a1000000-0000-4000-8000-000000000012', 'b2000000-0000-4000-8000-000000000006'),
('a1000000-0000-4000-8000-000000000018', 'b2000000-0000-4000-8000-000000000006'),
('a1000000-0000-4000-8000-000000000034', 'b2000000-0000-4000-8000-000000000006'),
('a1000000-0000-4000-8000-000000000045', 'b2000000-0000-4000-8000-000000000006'),
('a1000000-0000-4000-8000-000000000024', 'b2000000-0000-4000-8000-000000000007'),
('a1000000-0000-4000-8000-000000000032', 'b2000000-0000-4000-8000-000000000007'),
('a1000000-0000-4000-8000-000000000022', 'b2000000-0000-4000-8000-000000000007')
on conflict do nothing;

-- Live blogs: one running (the Brazil floods, 30 posts, two key events, one pinned) and one ended
-- (the Zambia qualifier, 8 posts). Post times count back from now(); the newest is minutes old.
update public.news_stories set live_state = 'live' where id = 'a1000000-0000-4000-8000-000000000017';
update public.news_stories set live_state = 'ended' where id = 'a1000000-0000-4000-8000-000000000004';

insert into public.live_posts (id, story_id, title, body, is_key_event, is_pinned, author, published_at, created_at)
select ('a9000000-0000-4000-8000-' || lpad(p.n::text, 12, '0'))::uuid,
       'a1000000-0000-4000-8000-000000000017', p.title, p.body, p.key_event, p.pinned, p.author,
       now() - p.ago, now() - p.ago
  from (values
  (1, interval '2 days 20 hours', 'Emergency declared', $b$The state government has declared an emergency in more than twenty municipalities after two days of torrential rain. We will bring you updates here as the situation develops.$b$, true, false, 'Ana Ribeiro'),
  (2, interval '2 days 19 hours', null, $b$Civil defence officials say rivers in the region have risen by more than four metres since Friday night.$b$, false, false, 'Ana Ribeiro'),
  (3, interval '2 days 17 hours', null, $b$Rescue teams are using fishing boats lent by local families to reach people stranded on rooftops in the lower town.$b$, false, false, 'Ana Ribeiro'),
  (4, interval '2 days 14 hours', null, $b$Schools and sports halls are being turned into shelters. The largest, a gymnasium near the bus station, already holds about 600 people.$b$, false, false, 'Ana Ribeiro'),
  (5, interval '2 days 10 hours', null, $b$The main highway south has been closed at two points where the road surface has been washed away.$b$, false, false, 'Marcus Hale'),
  (6, interval '2 days 6 hours', null, $b$Forecasters say a further 100mm of rain could fall over the next 48 hours in the hills north of the state capital.$b$, false, false, 'Marcus Hale'),
  (7, interval '2 days 2 hours', null, $b$Power has been cut to around 200,000 homes as a precaution while substations sit under water.$b$, false, false, 'Marcus Hale'),
  (8, interval '1 day 22 hours', null, $b$Aid agencies are asking for drinking water, blankets and nappies rather than clothes, which are piling up unsorted at collection points.$b$, false, false, 'Ana Ribeiro'),
  (9, interval '1 day 18 hours', null, $b$"We left with what we could carry," said a woman who spent the night at the gymnasium with her three children. "The water came in so fast."$b$, false, false, 'Ana Ribeiro'),
  (10, interval '1 day 14 hours', null, $b$The federal government has promised emergency funds and sent two military helicopters to help with rescues.$b$, false, false, 'Marcus Hale'),
  (11, interval '1 day 10 hours', null, $b$Officials have confirmed that the main water treatment plant is working again after its pumps were moved to higher ground.$b$, false, false, 'Marcus Hale'),
  (12, interval '1 day 6 hours', null, $b$Volunteers from neighbouring states have arrived with inflatable boats and medical supplies.$b$, false, false, 'Ana Ribeiro'),
  (13, interval '1 day 2 hours', null, $b$The river at the state capital has stopped rising for the first time since the rain began, according to the latest gauge readings.$b$, false, false, 'Ana Ribeiro'),
  (14, interval '22 hours', null, $b$Airport operations remain suspended. The operator says flights will not resume before the end of the week.$b$, false, false, 'Marcus Hale'),
  (15, interval '20 hours', null, $b$Health officials warn residents not to drink tap water without boiling it first, and to avoid wading through flood water where possible.$b$, false, false, 'Ana Ribeiro'),
  (16, interval '18 hours', 'How to help', $b$Several charities are collecting donations for families who lost their homes. The state civil defence agency publishes an updated list of shelters and what each needs: [civil defence shelter list](https://example.org/shelters). Please check before travelling with supplies.$b$, false, true, 'Ana Ribeiro'),
  (17, interval '16 hours', null, $b$Rescue crews worked through the night in the lower town, moving about 300 people to dry ground.$b$, false, false, 'Ana Ribeiro'),
  (18, interval '14 hours', null, $b$Road crews have begun clearing mud from the highway south; one of the two closed sections may reopen tomorrow.$b$, false, false, 'Marcus Hale'),
  (19, interval '12 hours', null, $b$Farmers in the valley report heavy losses of rice and soya crops that were close to harvest.$b$, false, false, 'Marcus Hale'),
  (20, interval '10 hours', null, $b$The president is expected to visit the region later today and meet local mayors at the state capital.$b$, false, false, 'Ana Ribeiro'),
  (21, interval '8 hours', null, $b$Power has been restored to about half of the homes that lost it, the electricity company says.$b$, false, false, 'Marcus Hale'),
  (22, interval '6 hours', 'River begins to fall', $b$Gauges at the state capital show the river level falling steadily for the first time. Officials caution that more rain is forecast and the danger has not passed.$b$, true, false, 'Ana Ribeiro'),
  (23, interval '5 hours', null, $b$The president has arrived by helicopter and is being briefed at the civil defence headquarters.$b$, false, false, 'Ana Ribeiro'),
  (24, interval '4 hours', null, $b$Schools in the worst affected districts will stay closed for the rest of the week.$b$, false, false, 'Marcus Hale'),
  (25, interval '3 hours', null, $b$Volunteers at the gymnasium shelter say they now need cleaning products and mops more than food, as some families prepare to go home.$b$, false, false, 'Ana Ribeiro'),
  (26, interval '2 hours', null, $b$The airport operator says a first test flight could land on Thursday if the runway inspection goes well.$b$, false, false, 'Marcus Hale'),
  (27, interval '80 minutes', null, $b$Residents of the lower town are being told to wait for the all-clear before returning, as some buildings may be unsafe.$b$, false, false, 'Ana Ribeiro'),
  (28, interval '45 minutes', null, $b$Forecasters have lowered their rainfall warning for the north of the state from red to orange.$b$, false, false, 'Marcus Hale'),
  (29, interval '20 minutes', null, $b$Engineers are inspecting two bridges on the road to the coast before deciding whether they can reopen.$b$, false, false, 'Marcus Hale'),
  (30, interval '4 minutes', null, $b$The civil defence agency says around 18,000 people remain in shelters across the state this afternoon.$b$, false, false, 'Ana Ribeiro')
  ) as p(n, ago, title, body, key_event, pinned, author)
on conflict (id) do nothing;

insert into public.live_posts (id, story_id, title, body, is_key_event, is_pinned, author, published_at, created_at)
select ('a9000000-0000-4000-8000-' || lpad((100 + p.n)::text, 12, '0'))::uuid,
       'a1000000-0000-4000-8000-000000000004', p.title, p.body, p.key_event, false, 'Kudakwashe Sibanda',
       now() - interval '1 day 2 hours' - p.ago, now() - interval '1 day 2 hours' - p.ago
  from (values
  (1, interval '2 hours', null, $b$Good afternoon from the National Sports Stadium, where Zimbabwe need a win against Zambia to keep their qualifying hopes alive.$b$, false),
  (2, interval '100 minutes', 'Kick-off', $b$We are under way in front of a full house.$b$, false),
  (3, interval '80 minutes', 'Goal! Zimbabwe 1-0 Zambia', $b$A scrappy goal from a corner: the ball bounces off two defenders and in. Zimbabwe lead after 20 minutes.$b$, true),
  (4, interval '55 minutes', null, $b$Half-time: Zimbabwe 1-0 Zambia. The Warriors have had the better of a nervy half.$b$, false),
  (5, interval '40 minutes', 'Zambia equalise', $b$Zambia level early in the second half with a low shot from the edge of the area. 1-1.$b$, false),
  (6, interval '12 minutes', 'Goal! Zimbabwe 2-1 Zambia', $b$The substitute winger's cross is met at the far post in the 86th minute, and the stadium erupts.$b$, true),
  (7, interval '5 minutes', null, $b$Full-time: Zimbabwe 2-1 Zambia. A draw away next month would secure at least a play-off place.$b$, false),
  (8, interval '1 minute', null, $b$That is all from us. Our match report is at the top of this page. Thank you for following.$b$, false)
  ) as p(n, ago, title, body, key_event)
on conflict (id) do nothing;

-- Photo essays: 9 published (day and week), 1 draft ---------------------------------------------------
insert into public.photo_essays (id, title, caption, photographer, image_alt, type, status, published_at, image_url) values
('a2000000-0000-4000-8000-000000000001', 'First light over Mbare Musika',
 'Traders unload tomatoes and leafy greens before sunrise at Harare''s busiest produce market.', 'Farai Chikore',
 'Market traders unloading crates of tomatoes under early morning light', 'day', 'published', now() - interval '5 hours', null),
('a2000000-0000-4000-8000-000000000002', 'Storm season on the Thames Estuary',
 'A week of squalls, tides and grey light along the Essex shore.', 'Daniel Price',
 'Dark storm clouds over mudflats and a lone sailing boat', 'week', 'published', now() - interval '2 days', null),
('a2000000-0000-4000-8000-000000000003', 'Elephants at Mana Pools',
 'A bull elephant stretches for acacia pods on the Zambezi floodplain.', 'Rufaro Nhamo',
 'An elephant standing on its hind legs to reach tree branches', 'day', 'published', now() - interval '3 days', null),
('a2000000-0000-4000-8000-000000000004', 'A week with the night-shift nurses',
 'Seven nights on a hospital ward in Manchester, from handover to dawn.', 'Grace Holloway',
 'A nurse writing notes at a ward desk under a single lamp', 'week', 'published', now() - interval '9 days', null),
('a2000000-0000-4000-8000-000000000005', 'Balancing Rocks at dusk',
 'The granite kopjes of Epworth catch the last sun of the day.', 'Tafadzwa Mlambo',
 'Stacked granite boulders silhouetted against an orange sky', 'day', 'published', now() - interval '6 days', null),
('a2000000-0000-4000-8000-000000000006', 'Harvest week in the Eastern Highlands',
 'Tea pickers, coffee growers and apple farmers bring in the crop around Nyanga and Chipinge.', 'Chipo Matenga',
 'Tea pickers with baskets moving between rows of bright green bushes', 'week', 'published', now() - interval '16 days', null),
('a2000000-0000-4000-8000-000000000007', 'Rush hour, Waterloo Bridge',
 'Commuters cross the Thames as the city lights come on.', 'Oliver Brandt',
 'Crowds of commuters on a bridge with city lights behind', 'day', 'published', now() - interval '11 days', null),
('a2000000-0000-4000-8000-000000000008', 'The fishing camps of Binga',
 'A week among the Tonga fishing communities on the southern shore of Lake Kariba.', 'Thandiwe Khumalo',
 'Fishing boats pulled up on a sandy shore with nets drying', 'week', 'published', now() - interval '23 days', null),
('a2000000-0000-4000-8000-000000000009', 'Morning assembly, Gweru',
 'Pupils line up for assembly at a primary school on the first day of term.', 'Simbarashe Gwatidzo',
 'Rows of schoolchildren in green uniforms in a dusty schoolyard', 'day', 'published', now() - interval '14 days', null),
('a2000000-0000-4000-8000-000000000010', 'Draft: Bulawayo''s railway workshops',
 'Selection in progress.', 'Thandiwe Khumalo', 'Locomotives inside a large railway workshop', 'week', 'draft', null, null)
on conflict (id) do nothing;

-- Live feeds: 3 breaking items from the newsroom, wire items by topic, 2 inactive --------------------
insert into public.live_feeds (id, title, description, url, source, category, is_active, published_at, created_at) values
('a3000000-0000-4000-8000-000000000001', 'Power utility announces emergency maintenance on the Kariba South line; load-shedding extended tonight',
 null, '#', 'The Daily Chronicle', 'breaking', true, now() - interval '25 minutes', now() - interval '25 minutes'),
('a3000000-0000-4000-8000-000000000002', 'Bank of England holds interest rates; two committee members voted for a cut',
 null, '/story/a1000000-0000-4000-8000-000000000002', 'The Daily Chronicle', 'breaking', true, now() - interval '2 hours', now() - interval '2 hours'),
('a3000000-0000-4000-8000-000000000003', 'Warriors beat Zambia 2-1 with late header to stay in qualifying contention',
 null, '/story/a1000000-0000-4000-8000-000000000004', 'The Daily Chronicle', 'breaking', true, now() - interval '5 hours', now() - interval '5 hours'),
('a3000000-0000-4000-8000-000000000004', 'Council publishes first week of bus-lane journey times',
 'Average peak journey on the Chitungwiza corridor down 23 per cent, according to the city''s figures.',
 'https://www.hararecity.example/transport/bus-lanes', 'Harare City Council', 'politics', true, now() - interval '40 minutes', now() - interval '40 minutes'),
('a3000000-0000-4000-8000-000000000005', 'Stock markets open higher after rate decision',
 'The FTSE 100 rose in early trading as housebuilders gained.', 'https://markets.example/uk/open', 'Markets Desk', 'business', true,
 now() - interval '1 hour 10 minutes', now() - interval '1 hour 10 minutes'),
('a3000000-0000-4000-8000-000000000006', 'Rainfall outlook: above-normal rains expected in the north',
 'Forecasters expect the first significant rains of the season within ten days.', 'https://weather.example/zw/outlook',
 'Met Services', 'general', true, now() - interval '3 hours', now() - interval '3 hours'),
('a3000000-0000-4000-8000-000000000007', 'Health ministry opens cholera vaccination points in three suburbs',
 'Vaccination runs from 8am to 4pm at clinics in Budiriro, Glen View and Kuwadzana.', 'https://health.example/zw/cholera',
 'Ministry of Health', 'health', true, now() - interval '4 hours', now() - interval '4 hours'),
('a3000000-0000-4000-8000-000000000008', 'Chip maker unveils energy-efficient processor for data centres',
 null, 'https://tech.example/news/processor', 'Tech Wire', 'technology', true, now() - interval '6 hours', now() - interval '6 hours'),
('a3000000-0000-4000-8000-000000000009', 'Sables squad arrives in Nairobi ahead of regional tournament',
 null, 'https://sport.example/rugby/sables', 'Sports Desk', 'sports', true, now() - interval '8 hours', now() - interval '8 hours'),
('a3000000-0000-4000-8000-000000000010', 'Ceasefire talks resume in Geneva with new mediators',
 'Delegations from both sides arrived on Tuesday evening.', 'https://world.example/geneva-talks', 'World Desk', 'world', true,
 now() - interval '9 hours', now() - interval '9 hours'),
('a3000000-0000-4000-8000-000000000011', 'Rail strike called off after overnight agreement',
 'Services expected to run normally from tomorrow.', 'https://transport.example/rail', 'Transport Desk', 'general', false,
 now() - interval '2 days', now() - interval '2 days'),
('a3000000-0000-4000-8000-000000000012', 'Polls close in local by-elections',
 null, '#', 'The Daily Chronicle', 'breaking', false, now() - interval '3 days', now() - interval '3 days')
on conflict (id) do nothing;

-- Sports categories (two inactive) ------------------------------------------------------------------
insert into public.sports_categories (id, name, slug, icon, color, is_active) values
('a5000000-0000-4000-8000-000000000001', 'Football', 'football', '⚽', '#16A34A', true),
('a5000000-0000-4000-8000-000000000002', 'Cricket', 'cricket', '🏏', '#3B82F6', true),
('a5000000-0000-4000-8000-000000000003', 'Rugby', 'rugby', '🏉', '#B45309', true),
('a5000000-0000-4000-8000-000000000004', 'Athletics', 'athletics', '🏃', '#DC2626', true),
('a5000000-0000-4000-8000-000000000005', 'Tennis', 'tennis', '🎾', '#CA8A04', true),
('a5000000-0000-4000-8000-000000000006', 'Basketball', 'basketball', '🏀', '#EA580C', true),
('a5000000-0000-4000-8000-000000000007', 'Motorsport', 'motorsport', '🏎️', '#7C3AED', false),
('a5000000-0000-4000-8000-000000000008', 'Boxing', 'boxing', '🥊', '#3B82F6', false)
on conflict (id) do nothing;

-- Live events in every state: live now, upcoming, ended, cancelled; with and without streams --------
insert into public.sports_events
  (id, title, description, event_type, sport_type, teams, league, scheduled_start, scheduled_end, stream_url, stream_type,
   is_live, is_featured, status, category_id, view_count)
values
('a6000000-0000-4000-8000-000000000001', 'Dynamos vs CAPS United', 'The Harare derby, live from Rufaro Stadium.',
 'sports', 'Football', 'Dynamos vs CAPS United', 'Premier Soccer League', now() - interval '35 minutes', now() + interval '1 hour 25 minutes',
 'https://www.youtube.com/watch?v=chronicle-derby', 'youtube', true, true, 'live', 'a5000000-0000-4000-8000-000000000001', 1840),
('a6000000-0000-4000-8000-000000000002', 'County Championship: day two', 'Ball-by-ball coverage of the top-of-the-table clash.',
 'sports', 'Cricket', 'Surrey vs Somerset', 'County Championship', now() - interval '3 hours', now() + interval '4 hours',
 null, 'youtube', true, false, 'live', 'a5000000-0000-4000-8000-000000000002', 612),
('a6000000-0000-4000-8000-000000000003', 'Indie Game Showcase', 'New games from Southern African studios, played live.',
 'gaming', 'General', 'TBD', null, now() - interval '20 minutes', now() + interval '2 hours',
 'https://www.twitch.tv/dailychronicle', 'twitch', true, false, 'live', null, 233),
('a6000000-0000-4000-8000-000000000004', 'Sables vs Kenya Simbas', 'Regional tournament opener in Nairobi.',
 'sports', 'Rugby', 'Zimbabwe vs Kenya', 'Regional Rugby Championship', now() + interval '1 day 2 hours', now() + interval '1 day 4 hours',
 'https://www.youtube.com/watch?v=chronicle-sables', 'youtube', false, true, 'scheduled', 'a5000000-0000-4000-8000-000000000003', 0),
('a6000000-0000-4000-8000-000000000005', 'National Junior Athletics Championships', 'Finals day from the National Sports Stadium.',
 'sports', 'Athletics', 'TBD', 'National Juniors', now() + interval '3 days', now() + interval '3 days 6 hours',
 null, 'youtube', false, false, 'scheduled', 'a5000000-0000-4000-8000-000000000004', 0),
('a6000000-0000-4000-8000-000000000006', 'Budget Day live briefing', 'Our economics team explains the Chancellor''s statement as it happens.',
 'business', 'General', 'TBD', null, now() + interval '1 day 3 hours', now() + interval '1 day 5 hours',
 'https://stream.dailychronicle.example/live/budget.m3u8', 'custom', false, true, 'scheduled', null, 0),
('a6000000-0000-4000-8000-000000000007', 'Harare International Festival of the Arts: opening night', 'Music and dance from the main stage.',
 'entertainment', 'General', 'TBD', null, now() + interval '5 days', now() + interval '5 days 3 hours',
 'https://www.youtube.com/watch?v=chronicle-hifa', 'youtube', false, false, 'scheduled', null, 0),
('a6000000-0000-4000-8000-000000000008', 'Ask a doctor: preparing for the rainy season', 'Live Q&A on cholera, malaria and clean water.',
 'health', 'General', 'TBD', null, now() + interval '2 days 5 hours', now() + interval '2 days 6 hours',
 null, 'custom', false, false, 'scheduled', null, 0),
('a6000000-0000-4000-8000-000000000009', 'Coding for schools: a live masterclass', 'Teachers from three provinces build a weather station online.',
 'education', 'General', 'TBD', null, now() + interval '6 days', now() + interval '6 days 2 hours',
 'https://www.youtube.com/watch?v=chronicle-code', 'youtube', false, false, 'scheduled', null, 0),
('a6000000-0000-4000-8000-000000000010', 'Tennis: Harare Open final', 'Replay of Sunday''s final.',
 'sports', 'Tennis', 'Moyo vs Okafor', 'Harare Open', now() - interval '2 days', now() - interval '2 days' + interval '2 hours',
 'https://www.youtube.com/watch?v=chronicle-tennis', 'youtube', false, false, 'ended', 'a5000000-0000-4000-8000-000000000005', 4210),
('a6000000-0000-4000-8000-000000000011', 'Tech summit keynote: AI in African newsrooms', 'Recorded keynote from the Nairobi tech summit.',
 'technology', 'General', 'TBD', null, now() - interval '4 days', now() - interval '4 days' + interval '1 hour',
 null, 'custom', false, false, 'ended', null, 980),
('a6000000-0000-4000-8000-000000000012', 'Basketball: Harare Hornets vs Bulawayo Bulls', 'Postponed because of a waterlogged court.',
 'sports', 'Basketball', 'Hornets vs Bulls', 'National Basketball League', now() + interval '12 hours', null,
 null, 'youtube', false, false, 'cancelled', 'a5000000-0000-4000-8000-000000000006', 0),
('a6000000-0000-4000-8000-000000000013', 'Community radio open day', 'Behind the scenes at a Mutare community station.',
 'other', 'General', 'TBD', null, now() + interval '8 days', now() + interval '8 days 4 hours',
 null, 'youtube', false, false, 'scheduled', null, 0)
on conflict (id) do nothing;

-- Advertisements: active in every position, plus inactive ones -----------------------------------------
-- image_url is replaced with an uploaded banner by the local seed step.
insert into public.advertisements (id, title, content, image_url, link_url, position, is_active, created_at) values
('a4000000-0000-4000-8000-000000000001', 'Zambezi Air: fly direct to Victoria Falls', 'Daily flights from Harare and Johannesburg.',
 'https://images.invalid/ads/zambezi-air.jpg', 'https://zambeziair.example', 'header', true, now() - interval '2 days'),
('a4000000-0000-4000-8000-000000000002', 'Msasa Bank business accounts', 'Open an account in ten minutes on your phone.',
 'https://images.invalid/ads/msasa-bank.jpg', 'https://msasabank.example', 'top-sidebar', true, now() - interval '3 days'),
('a4000000-0000-4000-8000-000000000003', 'Kopje Coffee Roasters', 'Single-origin coffee from Chipinge, roasted in Harare.',
 'https://images.invalid/ads/kopje-coffee.jpg', 'https://kopjecoffee.example', 'bottom-sidebar', true, now() - interval '4 days'),
('a4000000-0000-4000-8000-000000000004', 'Highveld Solar', 'Home solar kits with free installation this month.',
 'https://images.invalid/ads/highveld-solar.jpg', 'https://highveldsolar.example', 'footer', true, now() - interval '5 days'),
('a4000000-0000-4000-8000-000000000005', 'Thames & Zambezi Books', 'African literature, delivered in the UK.',
 'https://images.invalid/ads/tz-books.jpg', 'https://tzbooks.example', 'footer', true, now() - interval '6 days'),
('a4000000-0000-4000-8000-000000000006', 'Nyanga Mountain Lodge', 'Weekend escapes in the Eastern Highlands.',
 'https://images.invalid/ads/nyanga-lodge.jpg', 'https://nyangalodge.example', 'footer', true, now() - interval '7 days'),
('a4000000-0000-4000-8000-000000000007', 'Chronicle Premium', 'Support independent journalism: subscribe today.',
 'https://images.invalid/ads/chronicle-premium.jpg', '/advertise', 'inline', true, now() - interval '1 day'),
('a4000000-0000-4000-8000-000000000008', 'Mbare Fresh Delivery', 'Fresh produce at your door by 9am.',
 'https://images.invalid/ads/mbare-fresh.jpg', 'https://mbarefresh.example', 'in-content', true, now() - interval '8 days'),
('a4000000-0000-4000-8000-000000000009', 'SwiftSend money transfers', 'Send money home with no fees on your first transfer.',
 'https://images.invalid/ads/swiftsend.jpg', 'https://swiftsend.example', 'mobile-banner', true, now() - interval '9 days'),
('a4000000-0000-4000-8000-000000000010', 'Harare Motor Show', 'Three days of cars, bikes and family fun.',
 'https://images.invalid/ads/motor-show.jpg', 'https://motorshow.example', 'sidebar', true, now() - interval '10 days'),
('a4000000-0000-4000-8000-000000000011', 'Winter sale: Baobab Outfitters', 'Last season''s offer.',
 'https://images.invalid/ads/baobab-outfitters.jpg', 'https://baobab.example', 'sidebar', false, now() - interval '40 days'),
('a4000000-0000-4000-8000-000000000012', 'Election night special', 'Campaign ended.',
 'https://images.invalid/ads/election-night.jpg', '/live-events', 'header', false, now() - interval '60 days'),
('a4000000-0000-4000-8000-000000000013', 'Summer festival tickets', 'Sold out.',
 'https://images.invalid/ads/summer-festival.jpg', 'https://festival.example', 'inline', false, now() - interval '50 days')
on conflict (id) do nothing;

-- Audience: the last 30 days, consistent by construction (docs/product/analytics.md) --------------
-- Every story view is a row of story_views (its trigger adds it to story_view_counts, so a story's
-- count is the number of its views) together with the page view of that story's page by the same
-- visitor at the same moment, never before the story was published. About 1 view in 20 has no
-- known country, as a browser records it (the Analytics tab shows those apart as Unknown).
with story as (
  select id, greatest(published_at, now() - interval '30 days') as since, 6 + abs(hashtext(id::text)) % 40 as views
    from public.news_stories
   where id::text like 'a1000000-%' and status = 'published' and published_at <= now()
     and not exists (select 1 from public.story_views where user_agent = 'seed')
), seen as (
  select s.id as story_id,
         s.since + (now() - s.since) * ((abs(hashtext(s.id::text || ':' || k)) % 10000) / 10000.0) as at,
         abs(hashtext(k || ':' || s.id::text)) as h
    from story s, generate_series(1, s.views) as k
), story_view as (
  insert into public.story_views (story_id, user_agent, created_at)
  select story_id, 'seed', at from seen
)
insert into public.page_views (path, source, country, visitor_id, created_at)
select '/story/' || story_id,
  (array['direct', 'direct', 'direct', 'google', 'google', 'facebook', 'twitter', 'whatsapp', 'newsletter', 'bing'])[1 + h % 10],
  (array['United Kingdom', 'United Kingdom', 'United Kingdom', 'United Kingdom', 'Zimbabwe', 'Zimbabwe', 'Zimbabwe',
         'Zimbabwe', 'South Africa', 'South Africa', 'United States', 'United States', 'Botswana', 'Australia',
         'Ireland', 'Zambia', 'Canada', 'Germany', 'Kenya', null])[1 + h % 20],
  'seed-visitor-' || lpad((h % 150)::text, 3, '0'),
  at
from seen;

-- The other pages: ~600 page views from the same ~150 visitors.
insert into public.page_views (path, source, country, visitor_id, created_at)
select
  (array['/', '/', '/', '/', '/category/business-finance', '/category/sports', '/category/politics-legal-governance',
         '/live-events', '/sports-live', '/about', '/contact', '/category/feature'])[1 + (i * 7) % 12],
  (array['direct', 'direct', 'direct', 'google', 'google', 'facebook', 'twitter', 'whatsapp', 'newsletter', 'bing'])[1 + (i * 3) % 10],
  (array['United Kingdom', 'United Kingdom', 'United Kingdom', 'Zimbabwe', 'Zimbabwe', 'Zimbabwe', 'South Africa',
         'United States', 'Botswana', 'Australia', 'Ireland', 'Zambia', 'Canada', 'Germany', 'Kenya', 'United Kingdom',
         'Zimbabwe', 'South Africa', 'United States', null])[1 + (i * 5) % 20],
  'seed-visitor-' || lpad(((i * 37) % 150)::text, 3, '0'),
  now() - make_interval(secs => (i * 4271) % (30 * 86400))
from generate_series(1, 600) as g(i)
where not exists (select 1 from public.page_views where path not like '/story/%' and visitor_id like 'seed-visitor-%');

-- Inbox samples for the admin and editors ------------------------------------------------------------
insert into public.contact_messages (id, name, email, message, created_at) values
('a7000000-0000-4000-8000-000000000001', 'Margaret Osei', 'margaret.osei@example.org',
 'Your piece on the Kariba kapenta fishery was excellent. Could you follow up on the research station''s findings?', now() - interval '2 days'),
('a7000000-0000-4000-8000-000000000002', 'Peter Gumbo', 'peter.gumbo@example.com',
 'The bus-lane story says 23 per cent, the live feed says the same, but the council website shows 21. Which is right?', now() - interval '6 hours')
on conflict (id) do nothing;

insert into public.story_tips (id, title, summary, author, read_time, category, contact_email, created_at) values
('a8000000-0000-4000-8000-000000000001', 'Borehole in Epworth broken for six weeks',
 'Residents of ward 4 have had no working borehole since the start of the month and buy water from vendors.',
 'Concerned resident', '3 min read', 'Health & Environment', 'tips.epworth@example.org', now() - interval '1 day'),
('a8000000-0000-4000-8000-000000000002', 'Youth football league without a pitch',
 'Our league of 16 teams lost its ground to a car park. We play on a dusty lot now.', 'Coach T. Banda', '2 min read', 'Sports',
 null, now() - interval '3 days')
on conflict (id) do nothing;

-- Corrections and readers' error reports (issue 31; docs/product/standards.md) ----------------------
-- One corrected story and one clarified story; two reports: one that led to the correction, one new.
insert into public.story_corrections (id, story_id, kind, note, published_at) values
('ac000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000001', 'correction',
 'An earlier version of this story misstated the fall in peak journey times on Seke Road. The council''s figure is 21 per cent, not 23.',
 now() - interval '2 hours'),
('ac000000-0000-4000-8000-000000000002', 'a1000000-0000-4000-8000-000000000002', 'clarification',
 'This story has been updated to make clear that the inflation figure quoted is the annual consumer price index, not the core measure.',
 now() - interval '10 hours')
on conflict (id) do nothing;

insert into public.story_error_reports (id, story_id, description, source_url, email, status, correction_id, created_at) values
('ad000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000001',
 'The story says journey times fell 23 per cent; the council''s own dashboard says 21 per cent for Seke Road.',
 'https://example.org/harare-transport-dashboard', 'peter.gumbo@example.com', 'corrected',
 'ac000000-0000-4000-8000-000000000001', now() - interval '5 hours'),
('ad000000-0000-4000-8000-000000000002', 'a1000000-0000-4000-8000-000000000004',
 'The winning goal was scored in the 88th minute, not the 89th, according to the match report.',
 null, null, 'new', null, now() - interval '40 minutes')
on conflict (id) do nothing;

insert into public.newsletter_subscribers (id, email, created_at) values
('a9000000-0000-4000-8000-000000000001', 'first.reader@example.org', now() - interval '20 days'),
('a9000000-0000-4000-8000-000000000002', 'news.fan@example.com', now() - interval '4 days')
on conflict do nothing;

-- The seeded subscribers followed their confirmation links long ago: confirmed, no mail queued.
delete from public.newsletter_sends where kind = 'confirmation' and id in (
  select send_id from public.newsletter_deliveries
   where subscriber_id in ('a9000000-0000-4000-8000-000000000001', 'a9000000-0000-4000-8000-000000000002'));
update public.newsletter_subscribers set status = 'confirmed', confirmed_at = created_at + interval '5 minutes',
  breaking_alerts = (id = 'a9000000-0000-4000-8000-000000000002')
 where id in ('a9000000-0000-4000-8000-000000000001', 'a9000000-0000-4000-8000-000000000002') and status = 'pending';
