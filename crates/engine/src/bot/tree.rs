//! The search tree: one arena of nodes keyed by actions.
//!
//! Node 0 is the root (the bot's information set now). Every other node is
//! reached by one action from its parent and keeps the statistics of that
//! action from the point of view of the seat that chose it. Children form a
//! singly linked list (`first_child`, `next_sibling`) of arena indices, so a
//! node costs no allocation of its own and the arena grows by at most one
//! node per iteration.

use crate::Seat;

/// "No node": the end of a child list.
pub(crate) const NONE: u32 = u32::MAX;

/// The root's index.
pub(crate) const ROOT: u32 = 0;

/// One node: the action leading to it and that action's statistics.
#[derive(Clone, Debug)]
pub(crate) struct Node<A> {
    /// The action from the parent (`None` only at the root).
    pub action: Option<A>,
    /// The seat that chose `action`; rewards are that seat's.
    pub seat: Seat,
    pub first_child: u32,
    pub next_sibling: u32,
    /// Iterations that went through this node.
    pub visits: u32,
    /// Iterations in which this node's action was legal at its parent (the
    /// "availability" count of SO-ISMCTS, used instead of the parent's
    /// visits in the exploration term).
    pub available: u32,
    /// The sum of `seat`'s rewards over `visits`.
    pub reward: f64,
}

/// The arena.
#[derive(Debug)]
pub(crate) struct Tree<A> {
    nodes: Vec<Node<A>>,
}

impl<A> Tree<A> {
    /// A tree holding only the root, with room for `capacity` nodes.
    pub fn new(root_seat: Seat, capacity: usize) -> Tree<A> {
        let mut nodes = Vec::with_capacity(capacity.max(1));
        nodes.push(Node {
            action: None,
            seat: root_seat,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            available: 0,
            reward: 0.0,
        });
        Tree { nodes }
    }

    /// The number of nodes, root included.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn node(&self, index: u32) -> &Node<A> {
        &self.nodes[index as usize]
    }

    pub fn node_mut(&mut self, index: u32) -> &mut Node<A> {
        &mut self.nodes[index as usize]
    }

    /// Adds a child reached by `action`, chosen by `seat`, already counted
    /// available once and not yet visited; returns its index. It goes first
    /// in the parent's child list.
    pub fn add_child(&mut self, parent: u32, action: A, seat: Seat) -> u32 {
        let index = self.nodes.len() as u32;
        let next_sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(Node {
            action: Some(action),
            seat,
            first_child: NONE,
            next_sibling,
            visits: 0,
            available: 1,
            reward: 0.0,
        });
        self.nodes[parent as usize].first_child = index;
        index
    }

    /// The children of `parent`, most recently added first.
    pub fn children(&self, parent: u32) -> Children<'_, A> {
        Children {
            tree: self,
            next: self.nodes[parent as usize].first_child,
        }
    }
}

/// An iterator over a node's children's indices.
pub(crate) struct Children<'a, A> {
    tree: &'a Tree<A>,
    next: u32,
}

impl<A> Iterator for Children<'_, A> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.next == NONE {
            return None;
        }
        let index = self.next;
        self.next = self.tree.node(index).next_sibling;
        Some(index)
    }
}
