import { forwardRef } from 'react';
import { fieldElement, fieldId, problemText, type FieldProblem } from '../lib/field-paths';

/**
 * The problems to fix before saving, each a link that moves the focus to its field (GOV.UK error summary
 * pattern). The page focuses the summary itself when a save is refused.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { problems: FieldProblem[] }>(function ErrorSummary({ problems }, ref) {
  if (problems.length === 0) return null;
  return (
    <div className="pf-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="pf-summary-title">
      <h2 className="pf-summary__title" id="pf-summary-title">
        There {problems.length === 1 ? 'is a problem' : `are ${problems.length} problems`} to fix before saving
      </h2>
      <ul className="pf-summary__list">
        {problems.map((problem) => (
          <li key={problem.path}>
            <a
              href={`#${fieldId(problem.path)}`}
              onClick={(event) => {
                event.preventDefault();
                const element = fieldElement(problem.path);
                if (!element) return;
                element.scrollIntoView({ block: 'center' });
                element.focus();
              }}
            >
              {problemText(problem)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
