/** The newsroom's published phone and postal address (placeholders until the business supplies real ones). */
export const NEWSROOM_PHONE = '+44 20 7946 0000';
export const NEWSROOM_ADDRESS = ['The Daily Chronicle Newsroom', '1 Fleet Street', 'London EC4Y 1AA', 'United Kingdom'];
