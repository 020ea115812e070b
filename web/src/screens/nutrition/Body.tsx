import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeedback } from '../../components/Feedback';
import { AddBodyRecordDocument, BodyRecordsDocument, DeleteBodyRecordDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { amount, dateLabel, shiftDate } from '../../lib/nutrition';
import { useNutrition } from './shared';
import { PhotoField } from './PhotoField';
import { Button, FormActions, TextField } from '../../ui';
import { LightboxGallery } from '../../ui/Lightbox';
import { WeightChart, type WeightPoint } from './charts/lazy';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

const CHART_DAYS = 90;

const TEXT = {
  addTitle: (day: string) => `${day} 신체 기록`,
  weight: '몸무게 (kg)',
  height: '키 (cm)',
  photo: '사진 (선택)',
  save: '기록하기',
  saved: '신체 기록을 저장했습니다.',
  ofDay: '이 날의 기록',
  noneOfDay: '이 날의 신체 기록이 없습니다.',
  remove: '삭제',
  confirmRemove: '이 신체 기록을 삭제할까요?',
  removed: '신체 기록을 삭제했습니다.',
  chartTitle: `최근 ${CHART_DAYS}일 몸무게`,
  chartLabel: (addressed: string) => `${addressed}의 최근 ${CHART_DAYS}일 몸무게 변화`,
  noWeights: `최근 ${CHART_DAYS}일 동안 기록한 몸무게가 없습니다.`,
  latest: (weight: number | null, height: number | null) => [weight != null ? `몸무게 ${amount(weight)} kg` : null, height != null ? `키 ${amount(height)} cm` : null].filter(Boolean).join(' · '),
  recentPhoto: '최근 신체 사진',
};

/** Body records of the profile: add weight/height (and a photo) for the date, and a 90-day weight chart. */
type BodyField = 'weight' | 'height' | 'imageUrl';
const BODY_FIELDS: readonly BodyField[] = ['weight', 'height', 'imageUrl'];

export function Body() {
  const { profile, date, today } = useNutrition();
  const from = shiftDate(date, -(CHART_DAYS - 1));
  const { data, error, refetch } = useQuery(BodyRecordsDocument, { variables: { profileId: profile.id, from, to: date } });
  const [weight, setWeight] = useState('');
  const [height, setHeight] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [add, { loading }] = useMutation(AddBodyRecordDocument);
  const [errors, setErrors] = useState<FormErrors<BodyField>>(NO_ERRORS);
  const [remove] = useMutation(DeleteBodyRecordDocument);
  const { toast, alert, confirm } = useFeedback();
  const records = data?.bodyRecordsInRange ?? [];
  const ofDay = records.filter((r) => r.recordAt === date);
  const latestWeight = records.find((r) => r.weight != null)?.weight ?? null;
  const latestHeight = records.find((r) => r.height != null)?.height ?? null;

  // One point per day: the newest weight of that day (the list is newest first).
  const points: WeightPoint[] = [];
  for (const record of records) {
    if (record.weight != null && !points.some((p) => p.date === record.recordAt)) points.push({ date: record.recordAt, value: record.weight });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    // Every rule (one of the three, the ranges) is the server's: its Korean refusal goes under the field it names.
    try {
      await add({
        variables: {
          input: {
            profileId: profile.id,
            recordAt: date,
            weight: weight.trim() ? Number(weight) : null,
            height: height.trim() ? Number(height) : null,
            imageUrl: imageUrl.trim() || null,
          },
        },
      });
      toast(TEXT.saved);
      setWeight('');
      setHeight('');
      setImageUrl('');
      await refetch();
    } catch (e) {
      setErrors(formErrorsOf(e, BODY_FIELDS));
    }
  }

  async function onRemove(id: string) {
    if (!(await confirm(TEXT.confirmRemove))) return;
    try {
      await remove({ variables: { id } });
      toast(TEXT.removed);
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <div className="stack">
      {error && !data && <p className="error">{errorMessage(error)}</p>}
      <div className="two-col">
        <form className="card" onSubmit={submit} noValidate>
          <h2>{TEXT.addTitle(dateLabel(date, today))}</h2>
          <div className="row wrap">
            <TextField label={TEXT.weight} name="weight" type="number" inputMode="decimal" step="0.1" value={weight} error={errors.fields.weight} onChange={(e) => setWeight(e.target.value)} />
            <TextField label={TEXT.height} name="height" type="number" inputMode="decimal" step="0.1" value={height} error={errors.fields.height} onChange={(e) => setHeight(e.target.value)} />
          </div>
          <PhotoField name="bodyPhoto" label={TEXT.photo} owner={{ type: 'body', id: profile.id }} value={imageUrl} onChange={setImageUrl} />
          <FormActions error={errors.fields.imageUrl ?? errors.form} submitLabel={TEXT.save} busy={loading} />
        </form>
        <section className="card">
          <h2>{TEXT.ofDay}</h2>
          {ofDay.length === 0 ? (
            <p className="hint">{TEXT.noneOfDay}</p>
          ) : (
            <ul className="records" data-testid="body-records">
              {ofDay.map((record) => (
                <li key={record.id} className="record">
                  {record.imageUrl && (
                    <LightboxGallery>
                      <img className="meal-photo" src={record.imageUrl} alt={TEXT.recentPhoto} data-gallery={`body-${record.id}`} tabIndex={0} />
                    </LightboxGallery>
                  )}
                  <div className="grow">{TEXT.latest(record.weight ?? null, record.height ?? null) || '-'}</div>
                  <Button variant="danger" size="sm" onClick={() => void onRemove(record.id)}>
                    {TEXT.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {data?.recentBodyImage?.imageUrl && (
            <figure className="body-photo">
              <LightboxGallery>
                <img src={data.recentBodyImage.imageUrl} alt={TEXT.recentPhoto} data-gallery="body-recent" tabIndex={0} />
              </LightboxGallery>
              <figcaption className="hint">
                {TEXT.recentPhoto} · {data.recentBodyImage.recordAt}
              </figcaption>
            </figure>
          )}
        </section>
      </div>
      <section className="card">
        <div className="row between wrap">
          <h2>{TEXT.chartTitle}</h2>
          <span className="hint">{TEXT.latest(latestWeight, latestHeight)}</span>
        </div>
        {points.length === 0 ? <p className="hint">{TEXT.noWeights}</p> : <WeightChart points={points} from={from} to={date} label={TEXT.chartLabel(profile.addressedName)} />}
      </section>
    </div>
  );
}
