import type { CareersCopy } from '../../content/forms/types.ts';
import { acceptFor, maxCvBytes, type CvExtension } from '../../lib/validation/forms.ts';
import { FileField } from '../forms/fields.tsx';
import { useFormWords } from '../forms/words.ts';
import { useCvCheck } from './use-cv-file.ts';

/**
 * The CV of a careers form: a needed file of the given types, checked the moment it is chosen (a
 * wrong type or size is refused on the field and in a toast). Its label names the types and the size
 * limit, so the visitor knows both before choosing, in the page's language.
 */
export function CvField(props: {
  idPrefix: string;
  types: readonly CvExtension[];
  error: string | undefined;
  setError: (field: 'cv', message: string | undefined) => void;
  words: CareersCopy;
}) {
  const { validation } = useFormWords();
  const { words } = props;
  const onChoose = useCvCheck(props.types, props.setError, validation);
  const typeList = new Intl.ListFormat(words.listLocale, { style: 'long', type: 'disjunction' });
  const types = typeList.format(props.types.map((type) => type.toUpperCase()));
  return (
    <FileField
      idPrefix={props.idPrefix}
      name="cv"
      label={words.cvLabel(types, maxCvBytes / (1024 * 1024))}
      needed
      accept={acceptFor(props.types)}
      onChoose={onChoose}
      error={props.error}
    />
  );
}
