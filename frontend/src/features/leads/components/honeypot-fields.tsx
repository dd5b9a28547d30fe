import type { UseFormRegister } from 'react-hook-form';
import type { ContactInput } from '../api/submit-contact';

/**
 * Two inputs people never see or reach with the keyboard; form-filling bots fill them and the
 * server then refuses the message ("This field should be empty").
 */
export function HoneypotFields({ register }: { register: UseFormRegister<ContactInput> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </label>
      <label>
        Phone
        <input type="text" tabIndex={-1} autoComplete="off" {...register('phone')} />
      </label>
    </div>
  );
}
