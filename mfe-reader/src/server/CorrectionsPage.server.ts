// Server container module of ./CorrectionsPage: the page and the data its server render needs.
export { CorrectionsPage } from '../pages/CorrectionsPage.tsx';
export { correctionsServerData as serverData } from './pageData.ts';
