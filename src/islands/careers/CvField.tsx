import { acceptFor, maxCvBytes, type CvExtension } from '../../lib/validation/forms.ts';
import { FileField } from '../forms/fields.tsx';
import { useCvCheck } from './use-cv-file.ts';

const typeList = new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' });

/**
 * The CV of a careers form: a needed file of the given types, checked the moment it is chosen (a
 * wrong type or size is refused on the field and in a toast). Its label names the types and the size
 * limit, so the visitor knows both before choosing.
 */
export function CvField(props: {
  idPrefix: string;
  types: readonly CvExtension[];
  error: string | undefined;
  setError: (field: 'cv', message: string | undefined) => void;
}) {
  const onChoose = useCvCheck(props.types, props.setError);
  const types = typeList.format(props.types.map((type) => type.toUpperCase()));
  return (
    <FileField
      idPrefix={props.idPrefix}
      name="cv"
      label={`Your CV (${types}, up to ${maxCvBytes / (1024 * 1024)} MB)`}
      needed
      accept={acceptFor(props.types)}
      onChoose={onChoose}
      error={props.error}
    />
  );
}
