import { useQuery } from '@apollo/client/react';
import { OrderStatusesDocument, type OrderStatus, type OrderStatusesQuery } from '../../gql/graphql';
import { Chip } from '../../ui';
import './orders.css';

export type StatusInfo = OrderStatusesQuery['orderStatuses'][number];

/** The 19 statuses with their Korean labels and colour classes (spec section 4), from the server, by status. */
export function useOrderStatuses(): Map<OrderStatus, StatusInfo> {
  const { data } = useQuery(OrderStatusesDocument);
  return new Map((data?.orderStatuses ?? []).map((s) => [s.status, s]));
}

/**
 * An order's status as a chip: the spec's Korean label, coloured by its class (`success` or
 * `fail`). `fallback` (the order's own statusLabel/statusColour) is shown until the list arrives.
 */
export function OrderStatusChip({ status, statuses, fallback }: { status: OrderStatus; statuses: Map<OrderStatus, StatusInfo>; fallback?: { label: string; colour?: string } }) {
  const info = statuses.get(status);
  const colour = info?.colour ?? fallback?.colour;
  return (
    <Chip className={colour ? `order-status order-status--${colour}` : 'order-status'} data-status={status} data-colour={colour}>
      {info?.label ?? fallback?.label ?? status}
    </Chip>
  );
}
