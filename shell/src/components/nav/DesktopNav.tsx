import { useState } from 'react';
import { ARTS_CULTURE_MENU, ArtsCultureMenu } from './ArtsCultureMenu.tsx';
import { NavItemLink } from './NavItemLink.tsx';
import { registeredNavLinks } from './registeredNav.ts';
import { LIVE_EVENTS_LINK, NAV_OPEN_DELAY_MS, NAV_SKIP_DELAY_MS, PRIMARY_LINKS } from './navLinks.ts';
import { Item, List, Root } from './DesktopNav.styles.ts';

/** Home, the categories, registered sections' main entries, Live Events and the Arts & Culture dropdown (medium screens and up). */
export function DesktopNav() {
  const [openMenu, setOpenMenu] = useState('');
  return (
    <Root
      aria-label="Main"
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={NAV_OPEN_DELAY_MS}
      skipDelayDuration={NAV_SKIP_DELAY_MS}
    >
      <List>
        {[...PRIMARY_LINKS, ...registeredNavLinks('main')].map((link) => (
          <Item key={link.to}>
            <NavItemLink {...link} />
          </Item>
        ))}
        <Item>
          <NavItemLink {...LIVE_EVENTS_LINK} />
        </Item>
        <ArtsCultureMenu open={openMenu === ARTS_CULTURE_MENU} onOpen={() => setOpenMenu(ARTS_CULTURE_MENU)} />
      </List>
    </Root>
  );
}
