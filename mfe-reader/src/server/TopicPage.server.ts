// Server container module of ./TopicPage: the page and the data its server render needs.
export { TopicPage } from '../pages/TopicPage.tsx';
export { topicServerData as serverData } from './pageData.ts';
