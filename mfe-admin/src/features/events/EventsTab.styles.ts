export { AlertText as Alert, StackList as EventListBox } from '../../components/ListRow.styles.ts';
