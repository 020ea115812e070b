import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeedback } from '../../components/Feedback';
import {
  PartnerChangeCooperateStatusDocument,
  PartnerCooperateAlertsDocument,
  PartnerCooperateEventsDocument,
  PartnerCreateCooperateEventDocument,
  PartnerEditCooperateEventDocument,
  type CooperateStatus,
  type PartnerCooperateEventFragment,
  type PartnerPickedProductFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Button, Card, Chip, DateField, EmptyState, ErrorState, FormActions, LoadingState, Tabs, TextArea, TextField } from '../../ui';
import { ProductPicker } from './ProductPicker';
import { count, digitsOf, numberOrNull, seoulDateTime, seoulInstant, seoulParts, TimeField, won } from './shared';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

type Tab = 'all' | CooperateStatus;

const TEXT = {
  title: '공동구매',
  create: '공동구매 만들기',
  tabs: [
    ['all', '전체'],
    ['draft', '작성 중'],
    ['scheduled', '오픈 예정'],
    ['open', '진행 중'],
    ['closed', '마감'],
    ['fulfilled', '발송 완료'],
    ['cancelled', '취소'],
  ] as [Tab, string][],
  empty: '공동구매가 없습니다.',
  emptyHint: '상품을 골라 공동구매가와 기간을 정하면 작성 중 상태로 만들어집니다. 오픈 예약을 하면 방문자에게 보입니다.',
  shown: (shown: number, total: number) => `${total.toLocaleString('ko-KR')}개 중 ${shown.toLocaleString('ko-KR')}개`,
  product: '상품',
  groupPrice: '공동구매가',
  salePrice: (price: number) => `판매가 ${won(price)}`,
  period: '기간',
  participants: '참여',
  participantsOf: (n: number, max: number | null | undefined) => (max ? `${count(n)}/${count(max)}명` : `${count(n)}명 (제한 없음)`),
  clicks: '링크 클릭',
  alerts: '오픈 알림 신청',
  people: (n: number) => `${count(n)}명`,
  edit: '수정',
  actions: {
    draft: '작성 중으로 되돌리기',
    scheduled: '오픈 예약하기',
    open: '지금 오픈하기',
    closed: '마감하기',
    fulfilled: '발송 완료로 표시',
    cancelled: '공동구매 취소',
  } as Record<CooperateStatus, string>,
  confirmCancel: (title: string) => `'${title}' 공동구매를 취소할까요? 취소한 공동구매는 다시 열 수 없습니다.`,
  changed: (label: string) => `${withJosa(label, '으로/로')} 바꿨습니다.`,
  // The form
  newTitle: '새 공동구매',
  editTitle: '공동구매 수정',
  eventTitle: '제목',
  description: '설명',
  groupPriceField: '공동구매가 (원)',
  startDate: '시작일',
  startTime: '시작 시각',
  endDate: '종료일',
  endTime: '종료 시각',
  timeHint: '한국 시각 (24시간)',
  maxParticipants: '최대 참여 인원',
  maxHint: '비워 두면 인원 제한이 없습니다.',
  save: '저장',
  saveNew: '작성 중으로 저장',
  cancel: '닫기',
  created: '공동구매를 만들었습니다. 준비되면 오픈 예약을 해주세요.',
  saved: '공동구매를 고쳤습니다.',
};

/** Events visitors may ask to be told about (오픈 알림) or are selling: the number who asked is shown. */
const WITH_ALERTS: readonly CooperateStatus[] = ['scheduled', 'open'];

/**
 * 공동구매 (/partner/cooperate): the channel's events by status; a form to create one (a draft) or
 * edit one the server says is `editable`; each event's moves are exactly the server's `actions`, cancelling
 * asks first. How many asked to be told when it opens is shown for scheduled and open events.
 */
export function Cooperate() {
  const [tab, setTab] = useState<Tab>('all');
  const [editing, setEditing] = useState<PartnerCooperateEventFragment | 'new' | null>(null);
  const { data, loading, error, refetch } = useQuery(PartnerCooperateEventsDocument, { variables: tab === 'all' ? {} : { status: tab } });

  return (
    <div className="stack">
      <div className="row between">
        <h2>{TEXT.title}</h2>
        {editing === null && (
          <Button size="sm" onClick={() => setEditing('new')}>
            {TEXT.create}
          </Button>
        )}
      </div>
      {editing !== null && <CooperateForm key={editing === 'new' ? 'new' : editing.id} event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <Tabs label={TEXT.title} value={tab} options={TEXT.tabs} onChange={setTab} />
      {loading && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data && data.myCooperateEvents.items.length === 0 ? (
        <section className="card">
          <EmptyState title={TEXT.empty} description={TEXT.emptyHint} />
        </section>
      ) : data ? (
        <>
          <ul className="partner-cards">
            {data.myCooperateEvents.items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} onEdit={() => setEditing(event)} />
              </li>
            ))}
          </ul>
          <p className="hint">{TEXT.shown(data.myCooperateEvents.items.length, data.myCooperateEvents.total)}</p>
        </>
      ) : null}
    </div>
  );
}

function EventCard({ event, onEdit }: { event: PartnerCooperateEventFragment; onEdit(): void }) {
  const { toast, alert, confirm } = useFeedback();
  const [change, { loading }] = useMutation(PartnerChangeCooperateStatusDocument, { refetchQueries: ['PartnerCooperateEvents'] });
  const [moving, setMoving] = useState<CooperateStatus | null>(null);

  async function move(status: CooperateStatus) {
    if (status === 'cancelled' && !(await confirm(TEXT.confirmCancel(event.title)))) return;
    setMoving(status);
    try {
      const { data } = await change({ variables: { id: event.id, status } });
      if (data) toast(TEXT.changed(data.changeCooperateStatus.statusLabel));
    } catch (error) {
      alert(errorMessage(error));
    } finally {
      setMoving(null);
    }
  }

  return (
    <Card className="partner-event" title={event.title} actions={<Chip active={event.status === 'open'}>{event.statusLabel}</Chip>} aria-label={event.title} data-testid={`cooperate-${event.id}`}>
      <dl className="partner-facts">
        <dt>{TEXT.product}</dt>
        <dd>{event.product.name}</dd>
        <dt>{TEXT.groupPrice}</dt>
        <dd>
          <strong>{won(event.groupPrice)}</strong> <span className="hint">({TEXT.salePrice(event.product.salePrice)})</span>
        </dd>
        <dt>{TEXT.period}</dt>
        <dd>
          {seoulDateTime(event.startsAt)} ~ {seoulDateTime(event.endsAt)}
        </dd>
        <dt>{TEXT.participants}</dt>
        <dd>{TEXT.participantsOf(event.participantCount, event.maxParticipants)}</dd>
        <dt>{TEXT.clicks}</dt>
        <dd>{count(event.clickCount, '회')}</dd>
        {WITH_ALERTS.includes(event.status) && <AlertCount eventId={event.id} />}
      </dl>
      {event.description && <p className="partner-event__description">{event.description}</p>}
      {(event.actions.length > 0 || event.editable) && (
        <div className="row">
          {event.editable && (
            <Button variant="ghost" size="sm" onClick={onEdit} disabled={loading}>
              {TEXT.edit}
            </Button>
          )}
          {event.actions.map((status) => (
            <Button key={status} size="sm" variant={status === 'cancelled' ? 'danger' : 'secondary'} loading={moving === status} disabled={loading} onClick={() => void move(status)}>
              {TEXT.actions[status] ?? status}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}

/** How many members asked to be told when the event opens (`cooperateAlertMembers.total`). */
function AlertCount({ eventId }: { eventId: string }) {
  const { data } = useQuery(PartnerCooperateAlertsDocument, { variables: { eventId } });
  return (
    <>
      <dt>{TEXT.alerts}</dt>
      <dd data-testid="alert-count">{data ? TEXT.people(data.cooperateAlertMembers.total) : '-'}</dd>
    </>
  );
}

type Field = 'productId' | 'title' | 'description' | 'groupPrice' | 'startsAt' | 'endsAt' | 'maxParticipants';
const FIELDS: readonly Field[] = ['productId', 'title', 'description', 'groupPrice', 'startsAt', 'endsAt', 'maxParticipants'];

/** Create (as a draft) or edit an event; the server decides what is allowed (price below the sale price, the period). */
function CooperateForm({ event, onClose }: { event: PartnerCooperateEventFragment | null; onClose(): void }) {
  const { toast } = useFeedback();
  const start = event ? seoulParts(event.startsAt) : { date: '', time: '' };
  const end = event ? seoulParts(event.endsAt) : { date: '', time: '' };
  const [product, setProduct] = useState<PartnerPickedProductFragment | null>(event?.product ?? null);
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [groupPrice, setGroupPrice] = useState(event ? String(event.groupPrice) : '');
  const [startDate, setStartDate] = useState(start.date);
  const [startTime, setStartTime] = useState(start.time);
  const [endDate, setEndDate] = useState(end.date);
  const [endTime, setEndTime] = useState(end.time);
  const [maxParticipants, setMaxParticipants] = useState(event?.maxParticipants ? String(event.maxParticipants) : '');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const options = { refetchQueries: ['PartnerCooperateEvents'] };
  const [create, creating] = useMutation(PartnerCreateCooperateEventDocument, options);
  const [edit, editing] = useMutation(PartnerEditCooperateEventDocument, options);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors(NO_ERRORS);
    // Every rule is the server's, what is missing too: an empty field (a date without its time) is sent as null
    // and the server names each refusal in one round.
    const input = {
      productId: product?.id ?? null,
      title: title.trim(),
      description: description.trim() || null,
      groupPrice: numberOrNull(groupPrice),
      startsAt: seoulInstant(startDate, startTime),
      endsAt: seoulInstant(endDate, endTime),
      maxParticipants: numberOrNull(maxParticipants),
    };
    try {
      if (event) await edit({ variables: { id: event.id, input } });
      else await create({ variables: { input } });
      toast(event ? TEXT.saved : TEXT.created);
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error, FIELDS));
    }
  }

  return (
    <Card title={event ? TEXT.editTitle : TEXT.newTitle}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label={event ? TEXT.editTitle : TEXT.newTitle}>
        <ProductPicker label={TEXT.product} value={product} onChange={setProduct} error={errors.fields.productId} />
        <TextField label={TEXT.eventTitle} value={title} error={errors.fields.title} onChange={(e) => setTitle(e.target.value)} />
        <TextArea label={TEXT.description} rows={3} value={description} error={errors.fields.description} onChange={(e) => setDescription(e.target.value)} />
        <TextField
          label={TEXT.groupPriceField}
          inputMode="numeric"
          value={groupPrice}
          hint={product ? TEXT.salePrice(product.salePrice) : undefined}
          error={errors.fields.groupPrice}
          onChange={(e) => setGroupPrice(digitsOf(e.target.value))}
        />
        <div className="partner-when">
          <DateField label={TEXT.startDate} value={startDate} onChange={setStartDate} error={errors.fields.startsAt} />
          <TimeField label={TEXT.startTime} hint={TEXT.timeHint} value={startTime} onChange={setStartTime} />
        </div>
        <div className="partner-when">
          <DateField label={TEXT.endDate} value={endDate} onChange={setEndDate} error={errors.fields.endsAt} />
          <TimeField label={TEXT.endTime} hint={TEXT.timeHint} value={endTime} onChange={setEndTime} />
        </div>
        <TextField
          label={TEXT.maxParticipants}
          inputMode="numeric"
          hint={TEXT.maxHint}
          value={maxParticipants}
          error={errors.fields.maxParticipants}
          onChange={(e) => setMaxParticipants(digitsOf(e.target.value))}
        />
        <FormActions error={errors.form} submitLabel={event ? TEXT.save : TEXT.saveNew} busy={creating.loading || editing.loading} cancelLabel={TEXT.cancel} onCancel={onClose} />
      </form>
    </Card>
  );
}
