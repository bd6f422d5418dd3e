// Server container module of ./StoryPage: the page and the data its server render needs.
export { StoryPage } from '../pages/StoryPage.tsx';
export { storyServerData as serverData } from './pageData.ts';
