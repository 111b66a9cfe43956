import { Link } from 'react-router';
import { SECONDARY_BUTTON } from '../buttons/buttons.js';

interface RowActionsProps {
  readonly editTo: string;
  readonly editText: string;
  readonly editLabel: string;
  readonly deleteText: string;
  readonly deleteLabel: string;
  readonly onDelete: () => void;
}

/** Edit (a link to the editor) and Delete (asks first) in a table row; the labels name the row's item. */
export const RowActions = ({ editTo, editText, editLabel, deleteText, deleteLabel, onDelete }: RowActionsProps) => (
  <>
    <Link to={editTo} className={SECONDARY_BUTTON} aria-label={editLabel}>
      {editText}
    </Link>
    <button type="button" className={`${SECONDARY_BUTTON} text-red-700`} onClick={onDelete} aria-label={deleteLabel}>
      {deleteText}
    </button>
  </>
);
