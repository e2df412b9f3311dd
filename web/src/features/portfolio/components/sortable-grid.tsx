import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { PortfolioItem } from "../api.ts";
import { DragHandleIcon, iconButton, MediaTile, mediaLabel, type TileControls } from "./media-tile.tsx";

type Props = {
  items: PortfolioItem[];
  onOpen: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (item: PortfolioItem) => void;
  disabled: boolean;
  gridClassName: string;
};

/**
 * The owner's gallery grid with drag-and-drop reordering (@dnd-kit/sortable). Its own lazy chunk, so visitors
 * never download dnd-kit. The handle also works from the keyboard (Space, arrows, Space); the move buttons
 * on each tile are the simpler keyboard path.
 */
export function SortableGrid({ items, onOpen, onMove, onDelete, disabled, gridClassName }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space to pick up the item, use the arrow keys to move it, and Space again to drop it.",
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy} disabled={disabled}>
        <ul className={gridClassName}>
          {items.map((item, index) => (
            <SortableTile
              key={item.id}
              item={item}
              controls={{ index, count: items.length, onMove, onDelete, disabled }}
              onOpen={() => onOpen(index)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableTile({ item, controls, onOpen }: { item: PortfolioItem; controls: TileControls; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <MediaTile
      ref={setNodeRef}
      item={item}
      onOpen={onOpen}
      dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      controls={{
        ...controls,
        handle: (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${mediaLabel(item)} to reorder`}
          >
            <DragHandleIcon />
          </button>
        ),
      }}
    />
  );
}
