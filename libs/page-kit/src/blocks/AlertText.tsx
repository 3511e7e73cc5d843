import * as shared from '../page/styles.css';

/** A refusal or a failed action said inline (an alert paragraph); nothing while there is no message. */
export function AlertText({ message, className = shared.error }: { message?: string | null; className?: string }) {
  return message ? (
    <p role="alert" className={className}>
      {message}
    </p>
  ) : null;
}
